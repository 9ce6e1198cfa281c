import { FIRST_POST_KEY, IDEMPOTENCY_FIELD } from '../../shared/forms';
import { PROVENANCE_FIELD, provenanceToSend } from '../../shared/attribution';

/** Each form's last attempt: what it sent and under which Idempotency-Key. */
const attempts = new WeakMap<HTMLFormElement, { sent: string; key: string }>();

function newKey(): string {
  // randomUUID needs a secure context (HTTPS or localhost); getRandomValues does not.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Posts a form's fields to its own action, exactly as the browser does without
 * JavaScript (urlencoded), but asking for a JSON answer instead of a page.
 *
 * Each submission carries an Idempotency-Key in the form's hidden field: the
 * same one while the same values are sent again (a retry after a failure, a
 * double click), a new one once the values changed or the post was taken.
 * The key of a page the server rendered again after a post is the first used.
 * A lead form's `provenance` is filled here, from the tab's touch.
 */
export async function postForm(form: HTMLFormElement): Promise<Response> {
  const fields = new URLSearchParams();
  let given = '';
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    // The cached page's key is everyone's: the island's submissions get their own.
    if (name === IDEMPOTENCY_FIELD) given = value === FIRST_POST_KEY ? '' : value;
    else fields.append(name, value);
  }
  const hidden = form.elements.namedItem(IDEMPOTENCY_FIELD);
  if (hidden instanceof HTMLInputElement) hidden.value = '';
  const sent = fields.toString();
  let attempt = attempts.get(form);
  if (attempt?.sent !== sent) {
    attempt = { sent, key: given || newKey() };
    attempts.set(form, attempt);
  }
  fields.set(IDEMPOTENCY_FIELD, attempt.key);
  // Where the visit came from (client/attribution.ts), in the lead forms' own field; not part of what
  // makes a submission the same one.
  if (fields.has(PROVENANCE_FIELD)) fields.set(PROVENANCE_FIELD, provenanceToSend());
  const response = await fetch(form.action, { method: 'POST', headers: { Accept: 'application/json' }, body: fields });
  // Taken, or the key refused: whatever comes next is another submission.
  if (response.ok || response.status === 422) attempts.delete(form);
  return response;
}

/** The messages by field of a refused post (`{error: {fields}}`), if that is what the answer holds. */
export async function refusedFields(response: Response): Promise<Record<string, string> | undefined> {
  if (response.status !== 400) return undefined;
  try {
    const body = (await response.json()) as { error?: { fields?: Record<string, string> } };
    return body.error?.fields && Object.keys(body.error.fields).length ? body.error.fields : undefined;
  } catch {
    return undefined;
  }
}
