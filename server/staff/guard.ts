import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import { isEspacePath, paths } from '../../shared/paths';
import { loadStaffSession, requireSameOrigin, requireStaff } from './session';

/** The espace's addresses a visitor reaches without a session: signing in, and the enrolment links. */
const OPEN = [paths.espaceSignIn, paths.espaceEnrol];
const isOpen = (path: string) => OPEN.some((open) => path === open || path.startsWith(`${open}/`));

/**
 * What every espace request goes through, before any route: private headers
 * (never stored by a browser or a proxy, never indexed), the session read into
 * `res.locals.staff`, the origin of a state-changing request checked, and,
 * except on the sign-in and enrolment addresses, a session required. A new
 * espace page is thus private without asking to be.
 */
export function espaceGuard(db: Knex, siteUrl: string): RequestHandler {
  const load = loadStaffSession(db);
  const sameOrigin = requireSameOrigin(siteUrl);
  return (req, res, next) => {
    if (!isEspacePath(req.path)) return next();
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    sameOrigin(req, res, (err?: unknown) => {
      if (err) return next(err);
      load(req, res, (err?: unknown) => {
        if (err) return next(err);
        if (isOpen(req.path)) return next();
        requireStaff(req, res, next);
      }).catch(next);
    });
  };
}
