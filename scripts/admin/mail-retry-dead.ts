// `npm run mail:retry-dead`: gives every dead mail a fresh set of tries
// (after fixing SMTP_URL, say); running servers pick them up within seconds.
import { command } from './lib/command';
import { outboxRepo } from '../../server/mail/outboxRepo';

export default command({ name: 'mail:retry-dead', summary: 'Gives every dead mail a fresh set of tries (after fixing SMTP_URL, say); running servers send them within seconds.' }, async ({ database: { db }, print }) => {
  const count = await outboxRepo(db).retryDead();
  print(count ? `${count} dead mail(s) queued again` : 'no dead mail');
});
