// `npm run migrate`: applies pending migrations to DATABASE_URL's database and
// exits (the server also does this before listening). `-- --rollback` reverts all.
import { runCommand } from '../server/cli';
import { migrateLatest, migrateRollbackAll } from '../server/db/migrate';

const rollback = process.argv.includes('--rollback');

await runCommand('migrate', async ({ db, label }) => {
  const names = rollback ? await migrateRollbackAll(db) : await migrateLatest(db);
  const verb = rollback ? 'reverted' : 'applied';
  console.log(names.length ? `${label}: ${verb} ${names.join(', ')}` : `${label}: nothing to do, schema up to date`);
}, { migrate: false });
