import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * The staff's tables (migrations/20261129120000_create_staff.ts): the only SQL that
 * names them. Secrets handed out (session ids, enrolment links) are random and kept
 * here as their SHA-256 only.
 */

export interface StaffRow {
  id: number;
  email: string;
  name: string | null;
  webauthnUserId: string;
  revokedAt: Date | null;
}

/** A secret to hand out once: 32 random bytes, base64url (43 characters). */
export const newSecret = () => randomBytes(32).toString('base64url');

/** What the database keeps of a secret. */
export const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

const memberColumns = ['id', 'email', 'name', 'webauthn_user_id', 'revoked_at'] as const;

type MemberRecord = {
  id: number | string;
  email: string;
  name: string | null;
  webauthn_user_id: string;
  revoked_at: Date | null;
};

const toMember = (row: MemberRecord): StaffRow => ({
  id: Number(row.id),
  email: row.email,
  name: row.name,
  webauthnUserId: row.webauthn_user_id,
  revokedAt: row.revoked_at,
});

export function staffRepo(db: Knex) {
  return {
    async memberByEmail(email: string): Promise<StaffRow | undefined> {
      const row = await db('staff_members').select(memberColumns).where({ email }).first();
      return row ? toMember(row as MemberRecord) : undefined;
    },

    /** The member of that address, created if new; a name given replaces the one kept. */
    async ensureMember(email: string, name?: string): Promise<StaffRow> {
      const [row] = await db('staff_members')
        .insert({ email, name: name ?? null, webauthn_user_id: newSecret() })
        .onConflict('email')
        .merge(name === undefined ? ['email'] : ['name'])
        .returning(memberColumns);
      return toMember(row as MemberRecord);
    },

    async members(): Promise<(StaffRow & { passkeys: number; lastSignIn: Date | null; createdAt: Date })[]> {
      const rows = await db('staff_members as m')
        .leftJoin('staff_passkeys as p', 'p.staff_member_id', 'm.id')
        .groupBy('m.id')
        .orderBy('m.created_at')
        .select([...memberColumns.map((column) => `m.${column}`), 'm.created_at'])
        .count({ passkeys: 'p.id' })
        .max({ last_sign_in: 'p.last_used_at' });
      type Row = MemberRecord & { passkeys: number | string; last_sign_in: Date | null; created_at: Date };
      return (rows as unknown as Row[]).map((row) => ({
        ...toMember(row),
        passkeys: Number(row.passkeys),
        lastSignIn: row.last_sign_in,
        createdAt: row.created_at,
      }));
    },

    /**
     * Revokes a member: their sessions, passkeys and unused links go at once (their next
     * request is signed out); the row stays, so what they did keeps their name.
     */
    async revoke(email: string, now: Date): Promise<StaffRow | undefined> {
      return db.transaction(async (trx) => {
        const [row] = await trx('staff_members')
          .where({ email })
          .update({ revoked_at: trx.raw('coalesce(revoked_at, ?)', [now]) })
          .returning(memberColumns);
        if (!row) return undefined;
        await trx('staff_sessions').where({ staff_member_id: row.id }).delete();
        await trx('staff_passkeys').where({ staff_member_id: row.id }).delete();
        await trx('staff_invites').where({ staff_member_id: row.id }).delete();
        await trx('staff_challenges').where({ staff_member_id: row.id }).delete();
        return toMember(row as MemberRecord);
      });
    },

    // Sessions.

    async createSession(memberId: number, idHash: string, now: Date): Promise<void> {
      await db('staff_sessions').insert({
        id_hash: idHash,
        staff_member_id: memberId,
        created_at: now,
        last_seen_at: now,
      });
    },

    /** The session's member and times, when the session exists and its member is not revoked. */
    async sessionByHash(idHash: string): Promise<{ member: StaffRow; createdAt: Date; lastSeenAt: Date } | undefined> {
      const row = await db('staff_sessions as s')
        .join('staff_members as m', 'm.id', 's.staff_member_id')
        .where('s.id_hash', idHash)
        .whereNull('m.revoked_at')
        .first(memberColumns.map((column) => `m.${column}`).concat(['s.created_at', 's.last_seen_at']));
      if (!row) return undefined;
      return { member: toMember(row as MemberRecord), createdAt: row.created_at, lastSeenAt: row.last_seen_at };
    },

    async touchSession(idHash: string, now: Date): Promise<void> {
      await db('staff_sessions').where({ id_hash: idHash }).update({ last_seen_at: now });
    },

    async deleteSession(idHash: string): Promise<void> {
      await db('staff_sessions').where({ id_hash: idHash }).delete();
    },

    /** Sessions past either lifetime: gone, whoever they were. */
    async deleteExpiredSessions(idleSince: Date, createdSince: Date): Promise<number> {
      const gone = await db('staff_sessions')
        .where('last_seen_at', '<', idleSince)
        .orWhere('created_at', '<', createdSince)
        .delete()
        .returning('id_hash');
      return gone.length;
    },
  };
}

export type StaffRepo = ReturnType<typeof staffRepo>;
