import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Knex } from 'knex';
import { paths } from '../../shared/paths';
import type { Answer } from '../http/answer';
import { boundedBody } from '../http/bodies';
import { problems } from '../http/problems';
import { passkeyService, PasskeyRefused, relyingPartyOf } from '../staff/passkeys';
import { endSession, startSession } from '../staff/session';

export interface EspaceAuthDeps {
  db: Knex;
  siteUrl: string;
  answer: Answer;
  /** The rate limit of sign-in and enrolment (server/http/rateLimit.ts, `staffSignIn`). */
  limiter: RequestHandler;
}

/** A WebAuthn answer is a few kilobytes of base64url; nothing of ours comes near this. */
const ceremonyBody = boundedBody('json', 32 * 1024);

/** Where to go after signing in: an espace address of this site (`suite`), never another site's. */
export function afterSignIn(suite: unknown): string {
  if (typeof suite !== 'string' || !suite.startsWith(`${paths.espace}`) || suite.startsWith(paths.espaceSignIn))
    return paths.espace;
  const url = new URL(suite, 'https://espace.invalid');
  return url.origin === 'https://espace.invalid' && /^\/espace(?:\/|$)/.test(url.pathname)
    ? `${url.pathname}${url.search}`
    : paths.espace;
}

const responseOf = (req: Request) => {
  const body = req.body as { response?: unknown } | undefined;
  return body && typeof body.response === 'object' && body.response !== null ? body.response : undefined;
};

/**
 * The passkey ceremonies, as JSON for the espace's script (client/espace.ts): for each,
 * its options, then the browser's answer. Signing out is a plain form's post. Every
 * post's origin has been checked by server/staff/guard.ts; sign-in and enrolment are
 * rate-limited, failures counted.
 */
export function espaceAuthRouter({ db, siteUrl, answer, limiter }: EspaceAuthDeps): Router {
  const router = Router({ strict: true, caseSensitive: true });
  const passkeys = passkeyService(db, relyingPartyOf(siteUrl));
  const refused = (req: Request, res: Response, err: unknown) => {
    if (err instanceof PasskeyRefused) return answer(req, res, problems.passkeyRefused);
    throw err;
  };

  router.post(`${paths.espaceSignIn}/options`, limiter, async (_req, res) => {
    res.json(await passkeys.signInOptions());
  });
  router.post(`${paths.espaceSignIn}/verification`, limiter, ceremonyBody, async (req, res) => {
    const response = responseOf(req);
    if (!response) return answer(req, res, problems.passkeyRefused);
    try {
      const member = await passkeys.signIn(response as never);
      await startSession(db, res, member);
      res.json({ redirect: afterSignIn((req.body as { suite?: unknown }).suite) });
    } catch (err) {
      await refused(req, res, err);
    }
  });

  router.post(`${paths.espaceEnrol}/:token/options`, limiter, async (req, res) => {
    const options = await passkeys.enrolmentOptions(String(req.params.token));
    if (!options) return answer(req, res, problems.inviteSpent);
    res.json(options);
  });
  router.post(`${paths.espaceEnrol}/:token/verification`, limiter, ceremonyBody, async (req, res) => {
    const response = responseOf(req);
    if (!response) return answer(req, res, problems.passkeyRefused);
    try {
      const member = await passkeys.enrol(String(req.params.token), response as never);
      if (!member) return answer(req, res, problems.inviteSpent);
      await startSession(db, res, member);
      res.json({ redirect: paths.espace });
    } catch (err) {
      await refused(req, res, err);
    }
  });

  // Another device's passkey, for a member already signed in (the guard let no one else here).
  router.post(`${paths.espacePasskeys}/options`, async (_req, res) => {
    res.json(await passkeys.addPasskeyOptions(res.locals.staff!));
  });
  router.post(`${paths.espacePasskeys}/verification`, ceremonyBody, async (req, res) => {
    const response = responseOf(req);
    if (!response) return answer(req, res, problems.passkeyRefused);
    try {
      await passkeys.addPasskey(res.locals.staff!, response as never);
      res.json({ redirect: `${paths.espacePasskeys}?ajoutee=1` });
    } catch (err) {
      await refused(req, res, err);
    }
  });

  router.post(paths.espaceSignOut, async (req, res) => {
    await endSession(db, req, res);
    res.redirect(303, paths.espaceSignIn);
  });
  return router;
}
