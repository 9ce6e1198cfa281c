// `npm run mail:status`: how many mails are pending, being sent, sent and dead;
// why each retried one failed last; which lead each dead one belongs to.
import { command } from './lib/command';
import { stuckMails, type StuckMail } from '../../server/mail/outboxReport';
import { outboxRepo } from '../../server/mail/outboxRepo';
import { parisDateTime } from '../../shared/dates';

/** The mail, then on a second line the lead it reports, if it is a lead's notification. */
function describe(mail: StuckMail): string {
  const what = mail.lead ? mail.kind : `${mail.kind} to ${mail.to}`;
  const state =
    mail.status === 'dead'
      ? `dead after ${mail.attempts} tries`
      : `try ${mail.attempts} of ${mail.maxAttempts} failed, next try ${parisDateTime(mail.nextAttemptAt)}`;
  const lines = [`  #${mail.id} ${what}, ${state}: ${(mail.lastError ?? '(no reason recorded)').replace(/\s+/g, ' ')}`];
  if (mail.lead) {
    const { lead } = mail;
    lines.push(`    lead #${lead.id}, ${lead.kind} from ${lead.name} <${lead.email}>, received ${parisDateTime(lead.receivedAt)}`);
  }
  return lines.join('\n');
}

export default command(
  { name: 'mail:status', summary: 'Counts the pending, sending, sent and dead mails; says why each retried one failed and whose lead each dead one was.' },
  async ({ database: { db }, print }) => {
    const counts = await outboxRepo(db).counts();
    print(`pending ${counts.pending}   sending ${counts.sending}   sent ${counts.sent}   dead ${counts.dead}`);
    const { retrying, dead, more } = await stuckMails(db);
    if (retrying.length) {
      print(`\nRetrying (${retrying.length + more.retrying}):`);
      for (const mail of retrying) print(describe(mail));
      if (more.retrying) print(`  … and ${more.retrying} more`);
    }
    if (dead.length) {
      print(`\nDead (${dead.length + more.dead}): fix the cause, then npm run mail:retry-dead`);
      for (const mail of dead) print(describe(mail));
      if (more.dead) print(`  … and ${more.dead} more`);
    }
  },
);
