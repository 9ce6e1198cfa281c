// `npm run settings:social -- linkedin=https://… youtube=`: sets the social links
// the footer and the contact page show (an empty value removes that network's
// icon). With no argument, prints the current links. Running servers show the change
// at once (on the embedded database, the command goes through the server's socket).
import { command, type CommandSpec } from './lib/command';
import { assignSetting } from './lib/settingsAssignments';
import { socialLinkProblem } from '../../server/settings/rules';
import { socialNetworks, type SocialNetwork } from '../../shared/site';

const spec = {
  name: 'settings:social',
  summary: 'Sets the social links of the footer and the contact page; with no argument, prints them.',
  args: '[network=https://… …]',
  maxArgs: socialNetworks.length,
  details: `Networks: ${socialNetworks.join(', ')}. An empty value (youtube=) removes that icon.`,
} satisfies CommandSpec;

export default command(spec, async (context) => {
  const current = await assignSetting(context, 'social', context.args, {
    names: socialNetworks,
    noun: 'network',
    emptyMeans: 'remove its icon',
    check: (network, url) => {
      const problem = socialLinkProblem(network as SocialNetwork, url);
      return problem ? { problem } : { value: url };
    },
  });
  for (const network of socialNetworks) context.print(`${network.padEnd(10)} ${current[network] ?? '(none: no icon)'}`);
});
