// `npm run privacy:erase -- <email> [--yes]`: deletes everything stored about an
// address, whatever its capitalisation (GDPR article 17, right to erasure).
import { createInterface } from 'node:readline/promises';
import { CommandError, runCommand, UsageError, type CommandSpec } from './lib/command';
import { emailArgument } from './lib/emailArgument';
import { DEFAULT_MAIL_DIR } from '../../server/privacy/mailFiles';
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

await runCommand(spec, async ({ database: { db }, args, values }) => {
  const email = emailArgument(args[0]);
  const found = await findPersonalData(db, email, DEFAULT_MAIL_DIR);
  const counts = { leads: found.leads.length, newsletter: found.newsletter.length, mails: found.mails.length, mailFiles: found.mailFiles.length };
  if (!Object.values(counts).some(Boolean)) {
    console.log(`nothing stored about ${found.email}: nothing to erase`);
    return;
  }
  if (!values.yes) {
    if (!process.stdin.isTTY) throw new UsageError('not on a terminal: add --yes to erase without being asked (nothing erased)');
    console.log(`About ${found.email}: ${describeCounts(counts)}.`);
    const prompt = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await prompt.question('Erase all of it for good? Type yes to confirm: ');
    prompt.close();
    if (answer.trim().toLowerCase() !== 'yes') throw new CommandError('not confirmed: nothing erased');
  }
  const erased = await erasePersonalData(db, email, DEFAULT_MAIL_DIR);
  console.log(`erased about ${found.email}: ${describeCounts(erased)}`);
});
