import type { Knex } from 'knex';

/**
 * A third kind of lead, the callback request: a phone number and the moment
 * to call (callback_at), no e-mail (stored empty: the column stays required
 * for the two other kinds) and a name only when given.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table leads drop constraint leads_kind_check');
  await knex.raw(`alter table leads add constraint leads_kind_check check (kind in ('contact', 'quote', 'callback'))`);
  await knex.schema.alterTable('leads', (t) => {
    t.timestamp('callback_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('leads').where({ kind: 'callback' }).delete();
  await knex.schema.alterTable('leads', (t) => {
    t.dropColumn('callback_at');
  });
  await knex.raw('alter table leads drop constraint leads_kind_check');
  await knex.raw(`alter table leads add constraint leads_kind_check check (kind in ('contact', 'quote'))`);
}
