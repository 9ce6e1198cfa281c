import { formMessages } from '../../shared/forms';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable';

/**
 * Every failure the site can answer, once (as Fastify's lib/errors.js): its
 * status, its code (what an API client tests), its French message (what a
 * person reads) and, for some, the fields at fault or when to come back.
 * server/http/answer.ts tells each one as JSON or as a page.
 */
export interface Problem {
  status: number;
  code: string;
  message: string;
  /** Field name to French message (docs/DECISIONS.md, API). */
  fields?: Record<string, string>;
  /** Seconds, sent as `Retry-After`. */
  retryAfter?: number;
}

/** The API's error body (docs/DECISIONS.md): `{error: {code, message, fields?}}`. */
export interface ProblemBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export const problems = {
  invalidInput: (fields: Record<string, string>): Problem => ({
    status: 400,
    code: 'invalid_input',
    message: 'Certains champs sont invalides.',
    fields,
  }),
  spamSuspected: { status: 400, code: 'spam_suspected', message: 'Envoi refusé.' },
  invalidIdempotencyKey: {
    status: 400,
    code: 'invalid_idempotency_key',
    message: 'La clé d’idempotence (Idempotency-Key) doit compter de 1 à 255 caractères ASCII visibles.',
  },
  idempotencyKeyReused: {
    status: 422,
    code: 'idempotency_key_reused',
    message:
      'Cette clé d’idempotence a déjà servi pour un autre envoi : utilisez une nouvelle clé pour un nouvel envoi.',
  },
  invalidJson: { status: 400, code: 'invalid_json', message: 'Le corps de la requête n’est pas du JSON valide.' },
  invalidBody: { status: 400, code: 'invalid_body', message: 'Le corps de la requête doit être un objet JSON.' },
  requestAborted: { status: 400, code: 'request_aborted', message: 'Requête interrompue.' },
  invalidPath: { status: 400, code: 'invalid_path', message: 'Adresse invalide : encodage des caractères incorrect.' },
  badRequest: (status = 400): Problem => ({ status, code: 'bad_request', message: 'Requête invalide.' }),
  forbiddenOrigin: {
    status: 403,
    code: 'forbidden_origin',
    message: 'Requête refusée : elle ne vient pas de ce site.',
  },
  signInRequired: {
    status: 401,
    code: 'sign_in_required',
    message: 'Connectez-vous à l’espace pour continuer.',
  },
  passkeyRefused: {
    status: 400,
    code: 'passkey_refused',
    message: 'La clé d’accès n’a pas été acceptée. Réessayez ; si cela se répète, demandez une nouvelle invitation.',
  },
  inviteSpent: {
    status: 410,
    code: 'invite_spent',
    message:
      'Ce lien d’inscription n’est plus valable : il a déjà servi, ou ses 24 heures sont passées. Demandez-en un nouveau à la personne qui vous a invité.',
  },
  notFound: { status: 404, code: 'not_found', message: 'Ressource introuvable.' },
  articleNotFound: { status: 404, code: 'not_found', message: 'Article introuvable.' },
  payloadTooLarge: { status: 413, code: 'payload_too_large', message: 'Le corps de la requête est trop volumineux.' },
  tooManyFields: { status: 413, code: 'payload_too_large', message: 'Le corps de la requête a trop de champs.' },
  unsupportedEncoding: {
    status: 415,
    code: 'unsupported_encoding',
    message: 'Encodage non pris en charge : envoyez le corps sans compression.',
  },
  unsupportedCharset: { status: 415, code: 'unsupported_charset', message: 'Jeu de caractères non pris en charge.' },
  unsupportedMediaType: (types: readonly string[]): Problem => ({
    status: 415,
    code: 'unsupported_media_type',
    message: `Le corps doit être envoyé en ${types.join(' ou ')}.`,
  }),
  rateLimited: (retryAfter?: number): Problem => ({
    status: 429,
    code: 'rate_limited',
    message: formMessages.tooManyAttempts,
    ...(retryAfter ? { retryAfter } : {}),
  }),
  databaseUnavailable: {
    status: 503,
    code: 'database_unavailable',
    message: 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.',
    retryAfter: RETRY_AFTER_SECONDS,
  },
  internal: { status: 500, code: 'internal', message: 'Erreur interne. Veuillez réessayer.' },
} as const satisfies Record<string, Problem | ((...args: never[]) => Problem)>;

/** A problem thrown by a handler, answered by the error handlers as it says. */
export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message);
  }
}

/** body-parser's error types (and server/http/bodies.ts's, which uses the same) and the problem each is. */
const BODY_ERRORS: Record<string, Problem> = {
  'entity.parse.failed': problems.invalidJson,
  'entity.too.large': problems.payloadTooLarge,
  'charset.unsupported': problems.unsupportedCharset,
  'encoding.unsupported': problems.unsupportedEncoding,
  'request.aborted': problems.requestAborted,
  'parameters.too.many': problems.tooManyFields,
};

/**
 * Any error as the problem it is: one we threw, a body the parsers refused,
 * Express's own 4xx (a path that is not valid percent-encoding, say: the
 * client's mistake, said as such), the database away (a moment: 503, and when
 * to come back), or our own failure (500).
 */
export function toProblem(err: unknown): Problem {
  if (err instanceof ProblemError) return err.problem;
  const { type, status } = (err ?? {}) as { type?: unknown; status?: unknown };
  const bodyProblem = typeof type === 'string' ? BODY_ERRORS[type] : undefined;
  if (bodyProblem) return bodyProblem;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return err instanceof URIError ? problems.invalidPath : problems.badRequest(status);
  if (isDatabaseUnavailable(err)) return problems.databaseUnavailable;
  return problems.internal;
}
