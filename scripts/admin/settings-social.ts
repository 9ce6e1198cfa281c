// `npm run settings:social -- linkedin=https://… youtube=`: sets the social links
// the footer and the contact page show (an empty value removes that network's
// icon). With no argument, prints the current links. Running servers show the change
// at once (on the embedded database, the command goes through the server's socket).
import { CommandError, runCommand, type CommandSpec } from './lib/command';
import { notifyContentChanged } from '../../server/db/changes';
import { settingsRepo } from '../../server/settings/repo';
import { socialNetworks, type SocialLinks } from '../../shared/site';

const spec = {
  name: 'settings:social',
  summary: 'Sets the social links of the footer and the contact page; with no argument, prints them.',
  args: '[network=https://… …]',
  maxArgs: socialNetworks.length,
  details: `Networks: ${socialNetworks.join(', ')}. An empty value (youtube=) removes that icon.`,
} satisfies CommandSpec;

await runCommand(spec, async ({ database: { db, kind }, args: assignments }) => {
  const repo = settingsRepo(db);
  const links: SocialLinks = await repo.getSocialLinks();
  for (const assignment of assignments) {
    const [network, ...rest] = assignment.split('=');
    const url = rest.join('=').trim();
    if (!socialNetworks.includes(network as never)) {
      throw new CommandError(`unknown network "${network}" (expected one of ${socialNetworks.join(', ')})`);
    }
    if (url && !/^https:\/\/\S+$/.test(url)) throw new CommandError(`${network}: expected an https:// address, got "${url}"`);
    if (url) links[network as keyof SocialLinks] = url;
    else delete links[network as keyof SocialLinks];
  }
  if (assignments.length) {
    await db.transaction(async (trx) => {
      await settingsRepo(trx).setSocialLinks(links);
      await notifyContentChanged(trx, kind);
    });
  }
  const current = await repo.getSocialLinks();
  for (const network of socialNetworks) console.log(`${network.padEnd(10)} ${current[network] ?? '(none: no icon)'}`);
});
