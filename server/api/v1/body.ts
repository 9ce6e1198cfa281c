import express, { type RequestHandler } from 'express';
import { ApiError } from '../errors';

/** Parses a JSON body of the given media types; anything else is a 415, not a guess. */
export function jsonBody(types: string[] = ['application/json'], limit = '32kb'): RequestHandler {
  const parse = express.json({ limit, type: types, strict: true });
  return (req, res, next) => {
    if (!req.is(types)) {
      next(new ApiError(415, 'unsupported_media_type', `Le corps doit être envoyé en ${types.join(' ou ')}.`));
      return;
    }
    parse(req, res, next);
  };
}
