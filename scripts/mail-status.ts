// `npm run mail:status`: how many mails are pending, being sent, sent and dead,
// and why the last dead ones failed.
import { runCommand } from '../server/cli';
import { outboxRepo } from '../server/db/outboxRepo';

await runCommand('mail:status', async ({ db }) => {
  const counts = await outboxRepo(db).counts();
  console.log(`pending ${counts.pending}   sending ${counts.sending}   sent ${counts.sent}   dead ${counts.dead}`);
  const dead = await db('email_outbox').where({ status: 'dead' }).orderBy('id', 'desc').limit(10).select('id', 'kind', 'attempts', 'last_error', 'created_at');
  for (const row of dead) console.log(`  dead #${row.id} ${row.kind} after ${row.attempts} tries: ${row.last_error}`);
});
