import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { honeypotFilled, IDEMPOTENCY_FIELD, postedValues, type FieldReader, type PostedForm } from '../../shared/forms';
import { fieldErrors } from '../../shared/schemas';
import { problems } from '../http/problems';
import { answerOnce, IdempotencyKeyReused, idempotentRequest, isValidIdempotencyKey } from '../idempotency/idempotency';
import type { ActionContext, ActionOutcome, PageRoute } from './route';

export interface FormActionOptions<S extends z.ZodType, Data> {
  /** The fields to put back after a refusal. */
  fields: readonly string[];
  /** The form's rules (shared/schemas.ts), the same the island checks in the browser. */
  schema: S;
  /** The form's fields as the schema takes them (shared/forms.ts). */
  input: (read: FieldReader) => unknown;
  /**
   * Does what the form asks; resolves with the JSON the island receives. With
   * an idempotency key, every write goes `within` the key's transaction.
   */
  submit: (
    values: z.infer<S>,
    context: ActionContext,
    within?: Knex.Transaction,
  ) => Promise<{ status: number; json: Record<string, unknown> }>;
  /** Where a browser without JavaScript lands once the form was taken. */
  thanks: string;
  /** The page's data showing a refused or failed post. */
  page: (posted: PostedForm) => Data;
}

/**
 * A form's action, for the posts of the island (JSON answers) and of a browser
 * without JavaScript (a redirect, or the page again) alike: the honeypot, the
 * schema with its French messages by field, then the service.
 *
 * A post with an idempotency key (the hidden field IDEMPOTENCY_FIELD) is done
 * once per form and key, as in the API (server/idempotency): a double click or
 * a resubmission gets the first answer (the same thanks page) and stores
 * nothing more. A page rendered again after a refusal or a failure keeps the
 * key, so that sending again is a retry; after a key reused for other values,
 * it carries a new one.
 */
export function formAction<S extends z.ZodType, Data>(
  options: FormActionOptions<S, Data>,
): Pick<PageRoute<Data>, 'action' | 'recover'> {
  const keyOf = (read: FieldReader) => {
    const key = read(IDEMPOTENCY_FIELD);
    return isValidIdempotencyKey(key) ? key : undefined;
  };
  const posted = (read: FieldReader, extra: Partial<PostedForm> = {}, key = keyOf(read)): PostedForm => ({
    errors: {},
    values: { ...postedValues(read, options.fields), ...(key ? { [IDEMPOTENCY_FIELD]: key } : {}) },
    ...extra,
  });
  return {
    async action(context): Promise<ActionOutcome<Data>> {
      const read = context.field;
      if (honeypotFilled(read))
        return { refused: problems.spamSuspected, data: options.page(posted(read, { failed: true })) };
      const key = read(IDEMPOTENCY_FIELD);
      if (key && !isValidIdempotencyKey(key)) {
        return {
          refused: problems.invalidIdempotencyKey,
          data: options.page(posted(read, { failed: true }, randomUUID())),
        };
      }
      const parsed = options.schema.safeParse(options.input(read));
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        return { refused: problems.invalidInput(errors), data: options.page(posted(read, { errors })) };
      }
      // Empty (a page without JavaScript): no key, each post stands alone.
      const request = key ? idempotentRequest(context.path, key, parsed.data) : null;
      try {
        const done = await answerOnce(context.db, request, (within) => options.submit(parsed.data, context, within));
        return { done, redirect: options.thanks };
      } catch (err) {
        if (!(err instanceof IdempotencyKeyReused)) throw err;
        return {
          refused: problems.idempotencyKeyReused,
          data: options.page(posted(read, { failed: true }, randomUUID())),
        };
      }
    },
    recover: (context, failure) =>
      options.page(posted(context.field, { failed: true, ...(failure ? { failure } : {}) })),
  };
}
