import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_FIELD, postedValues, type FieldReader, type PostedForm } from '../../shared/forms';
import { problems, type Problem } from '../http/problems';
import { isValidIdempotencyKey, type IdempotentAnswer, type Refusal, type Taking } from '../idempotency/idempotency';
import type { LeadKind } from '../leads/intake';
import type { ActionContext, ActionOutcome, PageRoute } from './route';

/** How a refused submission is told, as JSON or as a page alike. */
export function problemOf(refusal: Refusal): Problem {
  switch (refusal.reason) {
    case 'spam':
      return problems.spamSuspected;
    case 'invalidKey':
      return problems.invalidIdempotencyKey;
    case 'invalidInput':
      return problems.invalidInput(refusal.fields);
    case 'keyReused':
      return problems.idempotencyKeyReused;
  }
}

/** Takes a form's post: the honeypot, the key (null when the field was empty), the rules, the work. */
export type Take = (context: ActionContext, key: string | null) => Promise<Taking>;

/** A lead's form: its post goes through the leads' one intake (server/leads/intake.ts). */
export const leadForm =
  (kind: LeadKind): Take =>
  (context, key) =>
    context.services.leads.take({
      via: 'form',
      kind,
      read: context.field,
      key,
      scope: context.path,
      page: context.sentFrom ?? context.path,
    });

export interface FormActionOptions<Data> {
  /** The fields to put back after a refusal. */
  fields: readonly string[];
  take: Take;
  /** Where a browser without JavaScript lands once the form was taken (it may name what was taken). */
  thanks: string | ((answer: IdempotentAnswer) => string);
  /** The page's data showing a refused or failed post. */
  page: (posted: PostedForm) => Data;
}

/**
 * A form's action, for the posts of the island (JSON answers) and of a browser
 * without JavaScript (a redirect, or the page again) alike.
 *
 * A post with an idempotency key (the hidden field IDEMPOTENCY_FIELD) is done
 * once per form and key, as in the API (server/idempotency): a double click or
 * a resubmission gets the first answer (the same thanks page) and stores
 * nothing more. A page rendered again after a refusal or a failure keeps the
 * key, so that sending again is a retry; after a key refused or reused for
 * other values, it carries a new one.
 */
export function formAction<Data>(options: FormActionOptions<Data>): Pick<PageRoute<Data>, 'action' | 'recover'> {
  const posted = (read: FieldReader, extra: Partial<PostedForm> = {}, key = read(IDEMPOTENCY_FIELD)): PostedForm => ({
    errors: {},
    values: {
      ...postedValues(read, options.fields),
      ...(isValidIdempotencyKey(key) ? { [IDEMPOTENCY_FIELD]: key } : {}),
    },
    ...extra,
  });
  return {
    async action(context): Promise<ActionOutcome<Data>> {
      const read = context.field;
      const outcome = await options.take(context, read(IDEMPOTENCY_FIELD) || null);
      if ('taken' in outcome) {
        const { thanks } = options;
        return { done: outcome.taken, redirect: typeof thanks === 'string' ? thanks : thanks(outcome.taken) };
      }
      const { refused } = outcome;
      const extra: Partial<PostedForm> =
        refused.reason === 'invalidInput' ? { errors: refused.fields } : { failed: true };
      const renew = refused.reason === 'invalidKey' || refused.reason === 'keyReused';
      return { refused: problemOf(refused), data: options.page(posted(read, extra, renew ? randomUUID() : undefined)) };
    },
    recover: (context, failure) =>
      options.page(posted(context.field, { failed: true, ...(failure ? { failure } : {}) })),
  };
}
