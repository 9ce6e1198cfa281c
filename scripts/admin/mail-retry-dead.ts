// `npm run mail:retry-dead`: gives every dead mail a fresh set of tries
// (after fixing SMTP_URL, say); running servers pick them up within seconds.
import { runCommand } from './lib/command';
import { outboxRepo } from '../../server/mail/outboxRepo';

await runCommand({ name: 'mail:retry-dead', summary: 'Gives every dead mail a fresh set of tries (after fixing SMTP_URL, say); running servers send them within seconds.' }, async ({ database: { db } }) => {
  const count = await outboxRepo(db).retryDead();
  console.log(count ? `${count} dead mail(s) queued again` : 'no dead mail');
});
