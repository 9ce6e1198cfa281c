import type { RequestHandler } from 'express';
import { boundedBody } from '../../http/bodies';
import { ProblemError, problems } from '../../http/problems';

/** Parses a JSON body of the given media types; anything else is a 415, not a guess. */
export function jsonBody(types: string[] = ['application/json'], limitBytes = 32 * 1024): RequestHandler {
  const parse = boundedBody('json', limitBytes);
  return (req, res, next) => {
    if (!req.is(types)) {
      next(new ProblemError(problems.unsupportedMediaType(types)));
      return;
    }
    parse(req, res, next);
  };
}
