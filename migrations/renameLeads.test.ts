import { describe, expect } from 'vitest';
import { test } from '../tests/fixtures';
import type { TestDatabase } from '../tests/helpers/testDatabase';
import { migrationSource } from './index';

const RENAME = '20261126090000_rename_contact_messages_to_leads';

/** Names of the table's constraints and indexes, as Postgres lists them. */
async function namesOn(database: TestDatabase, table: string): Promise<string[]> {
  const { rows } = await database.db.raw(
    // Postgres 18 (the embedded database) lists its NOT NULL constraints too; 15 has none to list.
    `select conname as name from pg_constraint where conrelid = ?::regclass and contype <> 'n'
     union select indexname from pg_indexes where tablename = ? and schemaname = current_schema() order by 1`,
    [table, table],
  );
  return (rows as { name: string }[]).map((row) => row.name);
}

/** The file's database as it was before the rename: that migration rolled back. */
const it = test.extend('databaseBeforeRename', { scope: 'file' }, async ({ database }) => {
  await database.db.migrate.down({ migrationSource, name: RENAME });
  return database;
});

/**
 * A database that has taken quotes and contact messages under the old name
 * moves to `leads` with every row, its id sequence and its notifications, and
 * back (embedded database, and the Postgres server in CI's second leg).
 */
describe('the migration that names a lead a lead', () => {
  it('keeps every row and the outbox’s link to it, then rolls back', async ({ databaseBeforeRename: database }) => {
    const { db } = database;
    const [contact] = await db('contact_messages')
      .insert({ kind: 'contact', name: 'Dr Hugo Lambert', email: 'hugo@exemple.fr', message: 'Bonjour' })
      .returning('id');
    const [quote] = await db('contact_messages')
      .insert({
        kind: 'quote',
        name: 'Dr Claire Morel',
        email: 'claire@exemple.fr',
        message: '',
        phone: '+33612345678',
        plan: 'collectif',
        consent: true,
        page: '/demande-devis',
      })
      .returning('id');
    await db('email_outbox').insert({
      kind: 'lead',
      to_address: 'contact@secretalia.fr',
      subject: 'Nouveau devis',
      text_body: '…',
      contact_message_id: quote.id,
    });
    const before = await db('contact_messages').orderBy('id');

    await db.migrate.up({ migrationSource, name: RENAME });
    expect(await db.schema.hasTable('contact_messages')).toBe(false);
    expect(await db('leads').orderBy('id')).toEqual(before);
    expect(await db('email_outbox').first('lead_id')).toEqual({ lead_id: quote.id });
    expect(await namesOn(database, 'leads')).toEqual([
      'leads_created_idx',
      'leads_email_lower_idx',
      'leads_kind_check',
      'leads_pkey',
    ]);
    const { rows: leftovers } = await db.raw("select conname from pg_constraint where conname like 'contact_message%'");
    expect(leftovers).toEqual([]);
    expect((await namesOn(database, 'email_outbox')).filter((name) => name.includes('lead'))).toEqual([
      'email_outbox_lead_id_foreign',
      'email_outbox_lead_idx',
    ]);
    // The sequence goes on after the last id; deleting a lead still unlinks its mail.
    const [next] = await db('leads')
      .insert({ kind: 'contact', name: 'Dr Inès Haddad', email: 'ines@exemple.fr', message: 'Bonjour' })
      .returning('id');
    expect(next.id).toBeGreaterThan(quote.id);
    await db('leads').where({ id: contact.id }).delete();

    await db.migrate.down({ migrationSource, name: RENAME });
    expect(await db.schema.hasTable('leads')).toBe(false);
    expect((await db('contact_messages').orderBy('id')).map((row) => row.id)).toEqual([quote.id, next.id]);
    expect(await db('email_outbox').first('contact_message_id')).toEqual({ contact_message_id: quote.id });
    expect(await namesOn(database, 'contact_messages')).toEqual([
      'contact_messages_created_idx',
      'contact_messages_email_lower_idx',
      'contact_messages_kind_check',
      'contact_messages_pkey',
    ]);
    await db.migrate.up({ migrationSource, name: RENAME });
  });
});
