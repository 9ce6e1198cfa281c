import type { Request } from 'express';
import type { Knex } from 'knex';
import {
  answerOnce,
  IdempotencyKeyReused,
  isValidIdempotencyKey,
  submissionHash,
  type IdempotentAnswer,
} from '../../idempotency/idempotency';
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

/**
 * The API's side of idempotent submissions (server/idempotency): `work` runs
 * once per endpoint (`scope`) and key for the same validated `submission`; a
 * retry gets the first answer, the key with another submission a 422.
 */
export async function answerIdempotently(
  db: Knex,
  scope: string,
  key: string | null,
  submission: unknown,
  work: (within?: Knex.Transaction) => Promise<IdempotentAnswer>,
): Promise<IdempotentAnswer> {
  try {
    return await answerOnce(db, key === null ? null : { scope, key, hash: submissionHash(submission) }, work);
  } catch (err) {
    if (!(err instanceof IdempotencyKeyReused)) throw err;
    throw new ProblemError(problems.idempotencyKeyReused);
  }
}
