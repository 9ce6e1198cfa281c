import type { Knex } from 'knex';

/**
 * One name per concept: a quote request or a contact message is a lead, in the
 * code and in the database (docs/ARCHITECTURE.md). The table takes that name,
 * with its sequence and every constraint and index named after it (Postgres 18
 * names its NOT NULL constraints too), and the outbox's reference to it; every
 * row stays where it is.
 */
async function renameTable(knex: Knex, from: string, to: string): Promise<void> {
  await knex.raw('alter table ?? rename to ??', [from, to]);
  await knex.raw('alter sequence ?? rename to ??', [`${from}_id_seq`, `${to}_id_seq`]);
  const renamed = (name: string) => `${to}_${name.slice(from.length + 1)}`;
  const { rows: constraints } = await knex.raw(
    'select conname as name from pg_constraint where conrelid = ?::regclass',
    [to],
  );
  for (const { name } of constraints as { name: string }[]) {
    if (name.startsWith(`${from}_`))
      await knex.raw('alter table ?? rename constraint ?? to ??', [to, name, renamed(name)]);
  }
  // Renaming the primary key's constraint renamed its index; the others are indexes alone.
  const { rows: indexes } = await knex.raw(
    'select indexname as name from pg_indexes where tablename = ? and schemaname = current_schema()',
    [to],
  );
  for (const { name } of indexes as { name: string }[]) {
    if (name.startsWith(`${from}_`)) await knex.raw('alter index ?? rename to ??', [name, renamed(name)]);
  }
}

async function renameReference(knex: Knex, from: string, to: string): Promise<void> {
  await knex.raw('alter table email_outbox rename column ?? to ??', [`${from}_id`, `${to}_id`]);
  await knex.raw('alter table email_outbox rename constraint ?? to ??', [
    `email_outbox_${from}_id_foreign`,
    `email_outbox_${to}_id_foreign`,
  ]);
  await knex.raw('alter index ?? rename to ??', [`email_outbox_${from}_idx`, `email_outbox_${to}_idx`]);
}

export async function up(knex: Knex): Promise<void> {
  await renameTable(knex, 'contact_messages', 'leads');
  await renameReference(knex, 'contact_message', 'lead');
}

export async function down(knex: Knex): Promise<void> {
  await renameReference(knex, 'lead', 'contact_message');
  await renameTable(knex, 'leads', 'contact_messages');
}
