import { Router } from 'express';
import type { Knex } from 'knex';
import { paths } from '../../shared/paths';
import { endSession } from '../staff/session';

export interface EspaceAuthDeps {
  db: Knex;
}

/**
 * The espace's ways in and out that are not pages: signing out (a form's post,
 * server/staff/guard.ts has checked its origin).
 */
export function espaceAuthRouter({ db }: EspaceAuthDeps): Router {
  const router = Router({ strict: true, caseSensitive: true });
  router.post(paths.espaceSignOut, async (req, res) => {
    await endSession(db, req, res);
    res.redirect(303, paths.espaceSignIn);
  });
  return router;
}
