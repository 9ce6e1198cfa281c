// `npm run newsletter:unsubscribe -- <email or token>`: unsubscribes an address by hand,
// as its one-click link would (a request sent to the mailto address of
// List-Unsubscribe, a phone call). Safe to re-run.
import { NEWSLETTER_EMAIL_PATTERN } from '../../shared/forms';
import { command, UsageError, type CommandSpec } from './lib/command';
import { newsletterRepo } from '../../server/newsletter/subscribersRepo';

const spec = {
  name: 'newsletter:unsubscribe',
  summary: 'Unsubscribes an address from the newsletter at once, as its unsubscribe link would.',
  args: '<email or token>',
  minArgs: 1,
  details: [
    'Mails sent to the mailto address of List-Unsubscribe reach MAIL_TO with "unsubscribe <token>"',
    'as their subject: run this with that token (or with the address, when it is the subscribed one).',
  ].join('\n'),
} satisfies CommandSpec;

/** Unsubscribe tokens as the site makes them (base64url of 24 random bytes). */
const TOKEN = /^[\w-]{20,64}$/;

export default command(spec, async ({ database: { db }, args: [given = ''], print }) => {
  const value = given.trim();
  const repo = newsletterRepo(db);
  let token: string | undefined;
  if (TOKEN.test(value)) token = value;
  else if (NEWSLETTER_EMAIL_PATTERN.test(value)) token = await repo.tokenOf(value.toLowerCase());
  else throw new UsageError(`expected an e-mail address or an unsubscribe token, got "${given}"`);
  const subscriber = token ? await repo.findByToken(token) : undefined;
  if (!token || !subscriber) {
    print(`${value} is not on the newsletter's list: nothing to do.`);
    return;
  }
  await repo.unsubscribe(token);
  print(`${subscriber.email} unsubscribed: no newsletter will be sent to it.`);
});
