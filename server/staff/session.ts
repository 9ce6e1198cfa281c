import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Knex } from 'knex';
import { parse as parseCookies } from 'cookie';
import { paths } from '../../shared/paths';
import { sendProblemJson, wantsJson } from '../http/answer';
import { problems } from '../http/problems';
import { hashOf, newSecret, staffRepo } from './repo';

/** Who is signed in to the espace: what pages and actions read from `res.locals.staff`. */
export type StaffMember = { id: number; email: string; name: string | null };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The signed-in staff member, on espace requests (server/staff/session.ts). */
      staff?: StaffMember;
    }
  }
}

/**
 * The session cookie. `__Host-`: the browser takes it only Secure, from this very host,
 * with Path=/ and no Domain, so no sibling subdomain can set or read it.
 */
export const SESSION_COOKIE = '__Host-secretalia_espace';

/**
 * Lifetimes (docs/decisions/052-staff-sessions.md): a session unused for 12 hours ends
 * (a phone left on a table overnight asks for the fingerprint again in the morning),
 * and none lives past 7 days, however used.
 */
export const SESSION_IDLE_MS = 12 * 3_600_000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 3_600_000;
/** `last_seen_at` is written at most once a minute: a page's burst of requests costs one write. */
const TOUCH_EVERY_MS = 60_000;

function tokenOf(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  const token = parseCookies(header)[SESSION_COOKIE];
  // A token of ours is 43 base64url characters; anything else is not looked up.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

/** Opens a session for a member who just proved themself, and gives the browser its cookie. */
export async function startSession(db: Knex, res: Response, member: StaffMember, now = new Date()): Promise<void> {
  const token = await openSession(db, member.id, now);
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS,
  });
}

/** A new session's token (what the cookie carries); the database keeps its hash. */
export async function openSession(db: Knex, memberId: number, now = new Date()): Promise<string> {
  const repo = staffRepo(db);
  await repo.deleteExpiredSessions(
    new Date(now.getTime() - SESSION_IDLE_MS),
    new Date(now.getTime() - SESSION_ABSOLUTE_MS),
  );
  const token = newSecret();
  await repo.createSession(memberId, hashOf(token), now);
  return token;
}

/** Ends the request's session (sign-out) and clears the cookie. */
export async function endSession(db: Knex, req: Request, res: Response): Promise<void> {
  const token = tokenOf(req);
  if (token) await staffRepo(db).deleteSession(hashOf(token));
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, secure: true, sameSite: 'strict', path: '/' });
}

/**
 * Reads the request's session, if any and still valid, into `res.locals.staff`. A
 * session past a lifetime, or of a revoked member, is no session (and is deleted).
 */
export function loadStaffSession(
  db: Knex,
  clock: () => Date = () => new Date(),
): (req: Request, res: Response, next: NextFunction) => Promise<void> {
  const repo = staffRepo(db);
  return async (req, res, next) => {
    const token = tokenOf(req);
    if (!token) return next();
    const idHash = hashOf(token);
    const session = await repo.sessionByHash(idHash);
    if (!session) return next();
    const now = clock().getTime();
    if (
      now - session.lastSeenAt.getTime() > SESSION_IDLE_MS ||
      now - session.createdAt.getTime() > SESSION_ABSOLUTE_MS
    ) {
      await repo.deleteSession(idHash);
      return next();
    }
    if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repo.touchSession(idHash, new Date(now));
    const { id, email, name } = session.member;
    res.locals.staff = { id, email, name };
    next();
  };
}

/** Whether the client asked for data rather than a page (an island's fetch, an export). */
function wantsData(req: Request): boolean {
  return req.accepts(['html', 'json', 'text/csv']) !== 'html' || /\.(csv|json)$/.test(req.path);
}

/**
 * Lets a signed-in member through (after loadStaffSession). Anyone else gets no data:
 * a page request is sent to the sign-in page, which brings them back afterwards
 * (`suite`); a request for JSON or CSV gets a 401 problem.
 */
export const requireStaff: RequestHandler = (req, res, next) => {
  if (res.locals.staff) return next();
  if (wantsData(req)) return sendProblemJson(res, problems.signInRequired);
  const back =
    req.method === 'GET' && req.originalUrl !== paths.espace ? `?suite=${encodeURIComponent(req.originalUrl)}` : '';
  res.redirect(303, `${paths.espaceSignIn}${back}`);
};

/**
 * Refuses a state-changing espace request that its own pages did not send: its
 * `Origin` must be SITE_URL's (every browser sends one with a POST). Stricter than
 * server/http/origin.ts, which lets a request without `Origin` through for the
 * public forms' sake (curl, servers): the espace has no such client.
 */
export function requireSameOrigin(siteUrl: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    if (req.get('origin') === siteOrigin) return next();
    if (wantsJson(req)) return sendProblemJson(res, problems.forbiddenOrigin);
    res.status(403).type('text/plain; charset=utf-8').send(problems.forbiddenOrigin.message);
  };
}
