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
  summary:
    'Règle les liens vers les réseaux sociaux du pied de page et de la page contact ; sans argument, les affiche.',
  args: '[réseau=https://… …]',
  maxArgs: socialNetworks.length,
  details: `Réseaux : ${socialNetworks.join(', ')}. Une valeur vide (youtube=) retire l’icône de ce réseau.`,
} satisfies CommandSpec;

export default command(spec, async (context) => {
  const current = await assignSetting(context, 'social', context.args, {
    names: socialNetworks,
    unknown: 'réseau inconnu',
    emptyMeans: 'retirer son icône',
    check: (network, url) => {
      const problem = socialLinkProblem(network as SocialNetwork, url);
      return problem ? { problem } : { value: url };
    },
  });
  for (const network of socialNetworks)
    context.print(`${network.padEnd(10)} ${current[network] ?? '(aucun : pas d’icône)'}`);
});
