import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { FIRST_POST_KEY } from '../../shared/forms';
import { retentionPeriods } from '../../shared/retention';

/**
 * Idempotent submissions (docs/DECISIONS.md, "API: /api/v1"): a request that
 * carries a key (the `Idempotency-Key` header of the API, the `idempotencyKey`
 * field of the forms) is done once per endpoint and key. Its answer is stored
 * in `idempotency_keys` in the same transaction as what it stored, so that:
 * - a retry with the same key and the same submission gets the first answer
 *   and stores nothing, even after a restart (the key is in the database);
 * - a retry with the same key and another submission is refused (422);
 * - two requests with the same key at once do not both store: the second one's
 *   claim waits on the first one's transaction, then reads its answer;
 * - a request that failed (refused, database away, crash) left no row: it may
 *   be retried with the same key.
 */

/** 1 to 255 visible ASCII characters. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const isValidIdempotencyKey = (key: string) => KEY_PATTERN.test(key);

/** How long a key holds; the purge deletes older ones (server/jobs/purge.ts). */
const KEPT_FOR = `${retentionPeriods.idempotencyKeys.days} days`;

/** A request to do once: its endpoint, its key, and the hash of what it submits. */
export interface IdempotentRequest {
  scope: string;
  key: string;
  hash: string;
}

/** The answer given to a request, given again to its retries. */
export interface IdempotentAnswer {
  status: number;
  json: Record<string, unknown>;
}

/** The key was used, on this endpoint, for another submission. */
export class IdempotencyKeyReused extends Error {
  constructor() {
    super('Idempotency-Key reused with another request');
  }
}

/** JSON with the keys of every object sorted: the same submission always reads the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The hash of a validated submission: key order and spacing of the body do not change it. */
export function submissionHash(submission: unknown): string {
  return createHash('sha256').update(canonicalJson(submission)).digest('hex');
}

/**
 * A request to do once, from a key as sent. The key every cached page carries
 * (FIRST_POST_KEY) is made the sender's by the submission itself: the same
 * fields sent again are a retry, other fields another first post.
 */
export function idempotentRequest(scope: string, key: string, submission: unknown): IdempotentRequest {
  const hash = submissionHash(submission);
  return { scope, key: key === FIRST_POST_KEY ? `${key}:${hash}` : key, hash };
}

/**
 * Runs `work` once for the request's key, or at every call when there is no
 * key. With a key, `work` runs inside the transaction that holds the key's row
 * and must do all its writes with `within` (the service methods take it).
 * Rejects with IdempotencyKeyReused for the same key with another submission.
 */
export async function answerOnce(
  db: Knex,
  request: IdempotentRequest | null,
  work: (within?: Knex.Transaction) => Promise<IdempotentAnswer>,
): Promise<IdempotentAnswer> {
  if (!request) return work();
  const { scope, key, hash } = request;
  return db.transaction(async (trx) => {
    // The claim: a new key, or one past its 24 hours that the purge has not deleted yet.
    const { rows: claimed } = await trx.raw(
      `insert into idempotency_keys (scope, key, request_hash) values (?, ?, ?)
       on conflict (scope, key) do update
         set request_hash = excluded.request_hash, response_status = null, response_body = null, created_at = now()
         where idempotency_keys.created_at < now() - interval '${KEPT_FOR}'
       returning key`,
      [scope, key, hash],
    );
    if (!(claimed as unknown[]).length) {
      const first = await trx('idempotency_keys')
        .where({ scope, key })
        .first('request_hash', 'response_status', 'response_body');
      if (first.request_hash !== hash) throw new IdempotencyKeyReused();
      const json = typeof first.response_body === 'string' ? JSON.parse(first.response_body) : first.response_body;
      return { status: Number(first.response_status), json };
    }
    const answer = await work(trx);
    await trx('idempotency_keys')
      .where({ scope, key })
      .update({ response_status: answer.status, response_body: JSON.stringify(answer.json) });
    return answer;
  });
}

/** Runs `then` once the transaction is committed (now, when there is none): news for another process should not arrive before the rows. */
export function afterCommit(within: Knex.Transaction | undefined, then: () => void): void {
  if (!within) return then();
  within.executionPromise.then(then, () => {});
}

/** Why a submission was not taken; each entry point tells it its own way (a page, a JSON error). */
export type Refusal =
  | { reason: 'spam' }
  | { reason: 'invalidKey' }
  | { reason: 'invalidInput'; fields: Record<string, string> }
  | { reason: 'keyReused' };

/** A submission taken (the answer, the first one for a retry) or refused. */
export type Taking = { taken: IdempotentAnswer } | { refused: Refusal };

/** What a submission's fields became: what to do and what identifies it, or the messages by field. */
export type Checked<T> = { ok: true; value: T; submission: unknown } | { ok: false; fields: Record<string, string> };

export interface Submission<T> {
  /** The endpoint or form, for the keys: the same key elsewhere is another key. */
  scope: string;
  /** The honeypot's content ('' or absent when a person sent it). */
  honeypot: unknown;
  /** The key as sent, null when none was. */
  key: string | null;
  check: () => Checked<T>;
  work: (value: T, within?: Knex.Transaction) => Promise<IdempotentAnswer>;
}

/**
 * Every public submission's gate, in one order whatever its way in: the
 * honeypot, the key, the fields' rules, then the work, done once per key.
 */
export async function takeOnce<T>(db: Knex, { scope, honeypot, key, check, work }: Submission<T>): Promise<Taking> {
  if (honeypot !== undefined && honeypot !== '') return { refused: { reason: 'spam' } };
  if (key !== null && !isValidIdempotencyKey(key)) return { refused: { reason: 'invalidKey' } };
  const checked = check();
  if (!checked.ok) return { refused: { reason: 'invalidInput', fields: checked.fields } };
  const request = key === null ? null : idempotentRequest(scope, key, checked.submission);
  try {
    return { taken: await answerOnce(db, request, (within) => work(checked.value, within)) };
  } catch (err) {
    if (err instanceof IdempotencyKeyReused) return { refused: { reason: 'keyReused' } };
    throw err;
  }
}
