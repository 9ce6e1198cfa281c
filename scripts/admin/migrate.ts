// `npm run migrate`: applies pending migrations to DATABASE_URL's database and
// exits (the server also does this before listening). `-- --rollback` reverts all.
import { command, type CommandSpec } from './lib/command';
import { migrateLatest, migrateRollbackAll } from '../../server/db/migrate';

const spec = {
  name: 'migrate',
  summary: 'Applies the pending migrations to the database of DATABASE_URL, then exits.',
  options: { rollback: { type: 'boolean', description: 'revert every migration instead (drops all the data)' } },
  migrate: false,
} satisfies CommandSpec;

export default command(spec, async ({ database: { db, label }, values, print }) => {
  const rollback = values.rollback === true;
  const names = rollback ? await migrateRollbackAll(db) : await migrateLatest(db);
  const verb = rollback ? 'reverted' : 'applied';
  print(names.length ? `${label}: ${verb} ${names.join(', ')}` : `${label}: nothing to do, schema up to date`);
});
