import type { Knex } from 'knex';
import { staffRepo } from '../../server/staff/repo';
import { openSession, SESSION_COOKIE } from '../../server/staff/session';

/**
 * A fresh espace session for a staff member (created if new), as the `Cookie`
 * header a signed-in browser sends: for supertest (`.set('Cookie', …)`) and for
 * a browser context (`addCookies`, after splitting name and value).
 */
export async function signInAs(db: Knex | { db: Knex }, email: string, name?: string): Promise<string> {
  const knex = 'db' in db && typeof db.db === 'function' ? db.db : (db as Knex);
  const member = await staffRepo(knex).ensureMember(email, name);
  return `${SESSION_COOKIE}=${await openSession(knex, member.id)}`;
}
