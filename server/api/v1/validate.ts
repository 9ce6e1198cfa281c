import type { z } from 'zod';
import { fieldErrors } from '../../../shared/schemas';
import { ApiError } from '../errors';

/** Parses input with a shared schema; a failure is a 400 naming each field in French. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new ApiError(400, 'invalid_input', 'Certains champs sont invalides.', fieldErrors(result.error));
}

/** Bots fill every field, people never see this one. */
export function rejectHoneypot(body: unknown): void {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>).website : undefined;
  if (value !== undefined && value !== '') {
    throw new ApiError(400, 'spam_suspected', 'Envoi refusé.');
  }
}

export function requireObjectBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'invalid_body', 'Le corps de la requête doit être un objet JSON.');
  }
  return body as Record<string, unknown>;
}
