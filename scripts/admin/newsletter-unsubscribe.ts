// `npm run newsletter:unsubscribe -- <email or token>`: unsubscribes an address by hand,
// as its one-click link would (a request sent to the mailto address of
// List-Unsubscribe, a phone call). Safe to re-run.
import { parseAddress } from '../../shared/emailAddress';
import { command, UsageError, type CommandSpec } from './lib/command';
import { subscribersRepo } from '../../server/newsletter/subscribersRepo';

const spec = {
  name: 'newsletter:unsubscribe',
  summary: 'Désinscrit tout de suite une adresse de la newsletter, comme le ferait son lien de désinscription.',
  args: '<e-mail ou jeton>',
  minArgs: 1,
  details: [
    'Les e-mails envoyés à l’adresse mailto de List-Unsubscribe arrivent à MAIL_TO avec pour objet « unsubscribe <jeton> » :',
    'lancez cette commande avec ce jeton (ou avec l’adresse, quand c’est celle qui est inscrite). Elle peut être relancée sans risque.',
  ].join('\n'),
} satisfies CommandSpec;

/** Unsubscribe tokens as the site makes them (base64url of 24 random bytes). */
const TOKEN = /^[\w-]{20,64}$/;

export default command(spec, async ({ database: { db }, args: [given = ''], print }) => {
  const value = given.trim();
  const repo = subscribersRepo(db);
  let token: string | undefined;
  // The address as the site stored it: normalised (shared/emailAddress.ts), whatever the spelling typed.
  const address = parseAddress(value)?.address;
  if (TOKEN.test(value)) token = value;
  else if (address) token = await repo.tokenOf(address);
  else throw new UsageError(`attendu une adresse e-mail ou un jeton de désinscription, reçu « ${given} »`);
  const subscriber = token ? await repo.findByToken(token) : undefined;
  if (!token || !subscriber) {
    print(`${value} n’est pas dans la liste de la newsletter : rien à faire.`);
    return;
  }
  await repo.unsubscribe(token);
  print(`l’adresse ${subscriber.email} est désinscrite : aucune newsletter ne lui sera plus envoyée.`);
});
