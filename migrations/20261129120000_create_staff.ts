import type { Knex } from 'knex';

/**
 * The espace's staff (docs/decisions/052-staff-sessions.md): the people who may
 * sign in, their passkeys, their one-time enrolment links and their sessions.
 * No password column anywhere: a member proves who they are with a passkey.
 * Links and session ids are stored as SHA-256 hashes, so that a copy of the
 * database (a backup) opens no session and enrols no one. A revoked member keeps
 * their row (what they did stays signed with their name) but loses the rest.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('staff_members', (t) => {
    t.bigIncrements('id').primary();
    t.text('email').notNullable().unique('staff_members_email_key');
    t.text('name');
    // The WebAuthn user handle (random, base64url): never the e-mail, which the authenticator would keep.
    t.text('webauthn_user_id').notNullable().unique('staff_members_webauthn_user_id_key');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('revoked_at', { useTz: true });
  });
  await knex.schema.createTable('staff_passkeys', (t) => {
    // The credential id, base64url, as the authenticator gives it back at each sign-in.
    t.text('id').primary();
    t.bigInteger('staff_member_id').notNullable().references('id').inTable('staff_members').onDelete('CASCADE');
    t.binary('public_key').notNullable();
    t.bigInteger('counter').notNullable().defaultTo(0);
    t.jsonb('transports');
    t.text('device_type').notNullable();
    t.boolean('backed_up').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_used_at', { useTz: true });
    t.index(['staff_member_id'], 'staff_passkeys_member_idx');
  });
  await knex.schema.createTable('staff_invites', (t) => {
    t.text('token_hash').primary();
    t.bigInteger('staff_member_id').notNullable().references('id').inTable('staff_members').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.index(['staff_member_id'], 'staff_invites_member_idx');
  });
  await knex.schema.createTable('staff_sessions', (t) => {
    t.text('id_hash').primary();
    t.bigInteger('staff_member_id').notNullable().references('id').inTable('staff_members').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['staff_member_id'], 'staff_sessions_member_idx');
  });
  // The WebAuthn challenges handed out and not yet answered: each is taken once, by whichever
  // instance receives the answer (several instances, or the embedded database alike).
  await knex.schema.createTable('staff_challenges', (t) => {
    t.text('challenge').primary();
    t.text('purpose').notNullable().checkIn(['sign-in', 'enrol', 'add-passkey'], 'staff_challenges_purpose_check');
    t.bigInteger('staff_member_id').references('id').inTable('staff_members').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('staff_challenges');
  await knex.schema.dropTable('staff_sessions');
  await knex.schema.dropTable('staff_invites');
  await knex.schema.dropTable('staff_passkeys');
  await knex.schema.dropTable('staff_members');
}
