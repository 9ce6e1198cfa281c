import type { Response } from 'express';

/** The API's error body (DECISIONS.md): `{error: {code, message, fields?}}`. */
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
