// `npm run privacy:erase -- <email> [--yes]`: deletes everything stored about an
// address, whatever its capitalisation (GDPR article 17, right to erasure).
import { createInterface } from 'node:readline/promises';
import { CommandError, command, UsageError, type CommandSpec } from './lib/command';
import { emailArgument } from './lib/emailArgument';
import { dataPaths } from '../../server/env';
import { describeCounts, erasePersonalData, findPersonalData } from '../../server/privacy/personalData';

const spec = {
  name: 'privacy:erase',
  summary: 'Deletes everything stored about an e-mail address, whatever its capitalisation, in one transaction.',
  args: '<email>',
  minArgs: 1,
  options: { yes: { type: 'boolean', short: 'y', description: 'erase without asking (scripts; required when not on a terminal)' } },
  details: [
    'Messages and quotes, newsletter subscription, queued, sent and dead mails, then the mail files of ./data/mail.',
    'Without --yes, shows what would be erased and asks for confirmation. Running it again finds nothing.',
    'Keep a copy first if the person asked for one: npm run -s privacy:export -- <email> > export.json',
  ].join('\n'),
} satisfies CommandSpec;

export default command(spec, async ({ database: { db }, env, args, values, io, print }) => {
  const email = emailArgument(args[0]);
  const found = await findPersonalData(db, email, dataPaths(env).mail);
  const counts = { leads: found.leads.length, newsletter: found.newsletter.length, mails: found.mails.length, mailFiles: found.mailFiles.length };
  if (!Object.values(counts).some(Boolean)) {
    print(`nothing stored about ${found.email}: nothing to erase`);
    return;
  }
  if (!values.yes) {
    if (!io.stdin.isTTY) throw new UsageError('not on a terminal: add --yes to erase without being asked (nothing erased)');
    print(`About ${found.email}: ${describeCounts(counts)}.`);
    const prompt = createInterface({ input: io.stdin, output: io.stdout as NodeJS.WritableStream });
    const answer = await prompt.question('Erase all of it for good? Type yes to confirm: ');
    prompt.close();
    if (answer.trim().toLowerCase() !== 'yes') throw new CommandError('not confirmed: nothing erased');
  }
  const erased = await erasePersonalData(db, email, dataPaths(env).mail);
  print(`erased about ${found.email}: ${describeCounts(erased)}`);
});
