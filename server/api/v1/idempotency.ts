import type { Request } from 'express';
import { isValidIdempotencyKey } from '../../idempotency/idempotency';
import { ProblemError, problems } from '../../http/problems';

/** The request's `Idempotency-Key`: null when absent, a 400 when not 1 to 255 visible ASCII characters. */
export function idempotencyKeyOf(req: Request): string | null {
  const key = req.get('Idempotency-Key');
  if (key === undefined) return null;
  if (!isValidIdempotencyKey(key)) {
    throw new ProblemError(problems.invalidIdempotencyKey);
  }
  return key;
}
