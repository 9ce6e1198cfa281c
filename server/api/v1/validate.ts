import type { z } from 'zod';
import { fieldErrors } from '../../../shared/schemas';
import { ProblemError, problems } from '../../http/problems';

/** Parses input with a shared schema; a failure is a 400 naming each field in French. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new ProblemError(problems.invalidInput(fieldErrors(result.error)));
}

export function requireObjectBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ProblemError(problems.invalidBody);
  }
  return body as Record<string, unknown>;
}
