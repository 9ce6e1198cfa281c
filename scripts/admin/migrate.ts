// `npm run migrate`: applies pending migrations to DATABASE_URL's database and
// exits (the server also does this before listening). `-- --rollback` reverts all.
import { command, type CommandSpec } from './lib/command';
import { migrateLatest, migrateRollbackAll } from '../../server/db/migrate';

const spec = {
  name: 'migrate',
  summary: 'Applique les migrations en attente à la base de DATABASE_URL, puis s’arrête.',
  options: {
    rollback: { type: 'boolean', description: 'annuler toutes les migrations à la place (efface toutes les données)' },
  },
  migrate: false,
} satisfies CommandSpec;

export default command(spec, async ({ database: { db, label }, values, print }) => {
  const rollback = values.rollback === true;
  const names = rollback ? await migrateRollbackAll(db) : await migrateLatest(db);
  print(
    names.length
      ? `${label} : migrations ${rollback ? 'annulées' : 'appliquées'} : ${names.join(', ')}`
      : `${label} : rien à faire, le schéma est à jour`,
  );
});
