import type { Request, Response } from 'express';
import type { Logger } from '../logger';
import { closeAfterAnswer, isBodyError } from './bodies';
import { toProblem, type Problem, type ProblemBody } from './problems';

/**
 * The one test of how a failure is told: JSON to the API and to whoever asks
 * for it (an island's fetch), a page to a browser (a form posted without
 * JavaScript, a link followed). A client that says nothing gets the page of the
 * address it asked for.
 */
export function wantsJson(req: Request): boolean {
  return req.originalUrl.startsWith('/api/') || req.accepts(['html', 'json']) === 'json';
}

export function sendProblemJson(res: Response, problem: Problem): void {
  const { code, message, fields } = problem;
  const body: ProblemBody = { error: { code, message, ...(fields ? { fields } : {}) } };
  res.status(problem.status).type('application/json').send(JSON.stringify(body));
}

/** Renders the page a browser sees for a problem, with the problem's status. */
export type ProblemPage = () => Promise<void>;

export interface Answer {
  /**
   * Tells a problem as JSON or as a page: `page` when given (the form again,
   * its values kept), else the site's 404 or error page, else (a refused
   * request outside any page: a body too large, another site's post) one line
   * of text.
   */
  (req: Request, res: Response, problem: Problem, page?: ProblemPage): Promise<void>;
  /** Turns an error into its problem, logs those that are ours, and tells it. */
  error(req: Request, res: Response, err: unknown, page?: ProblemPage): Promise<void>;
}

export interface AnswerDeps {
  logger: Logger;
  /** The site's 404, 500 and 503 pages (server/routes/erreurs.tsx). */
  statusPage: (req: Request, res: Response, status: number) => Promise<void>;
}

export function createAnswer({ logger, statusPage }: AnswerDeps): Answer {
  const answer = async (req: Request, res: Response, problem: Problem, page?: ProblemPage) => {
    if (problem.retryAfter) res.setHeader('Retry-After', String(problem.retryAfter));
    if (wantsJson(req)) return sendProblemJson(res, problem);
    res.status(problem.status);
    if (page) return page();
    if (problem.status === 404 || problem.status >= 500) {
      res.setHeader('Cache-Control', 'no-store');
      return statusPage(req, res, problem.status);
    }
    res.type('text/plain; charset=utf-8').send(problem.message);
  };
  return Object.assign(answer, {
    async error(req: Request, res: Response, err: unknown, page?: ProblemPage) {
      const problem = toProblem(err);
      if (problem.status === 503) {
        const { message, code } = err as { message?: string; code?: string };
        logger.warn({ err: { message, code }, url: req.originalUrl }, 'database unavailable');
      } else if (problem.status >= 500) {
        logger.error({ err, url: req.originalUrl }, 'request failed');
      }
      if (res.headersSent) {
        res.destroy();
        return;
      }
      // A body we stopped reading: the connection closes after the answer (server/http/bodies.ts).
      if (isBodyError(err)) closeAfterAnswer(res);
      await answer(req, res, problem, page);
    },
  });
}
