import type { Response } from 'express';

/** The API's error body (docs/DECISIONS.md): `{error: {code, message, fields?}}`. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export function sendApiError(res: Response, status: number, code: string, message: string, fields?: Record<string, string>): void {
  const body: ApiErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } };
  res.status(status).type('application/json').send(JSON.stringify(body));
}

/** The refusals the forms' actions and the API share, word for word. */
export const refusals = {
  invalidInput: (fields: Record<string, string>) => ({ status: 400, code: 'invalid_input', message: 'Certains champs sont invalides.', fields }),
  spamSuspected: { status: 400, code: 'spam_suspected', message: 'Envoi refusé.' },
  invalidIdempotencyKey: {
    status: 400,
    code: 'invalid_idempotency_key',
    message: 'La clé d’idempotence (Idempotency-Key) doit compter de 1 à 255 caractères ASCII visibles.',
  },
  idempotencyKeyReused: {
    status: 422,
    code: 'idempotency_key_reused',
    message: 'Cette clé d’idempotence a déjà servi pour un autre envoi : utilisez une nouvelle clé pour un nouvel envoi.',
  },
} as const;
