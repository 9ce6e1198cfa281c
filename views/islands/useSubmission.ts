import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { formMessages, HONEYPOT_FIELD, type FieldReader } from '../../shared/forms';
import { fieldErrors } from '../../shared/schemas';
import { postForm, refusedFields } from './postForm';

export type SubmitStatus = 'idle' | 'submitting' | 'success' | 'error';

interface Options<S extends z.ZodType> {
  schema: S;
  /** The form's fields as the schema takes them (shared/forms.ts): the same reader as the server's action. */
  input: (read: FieldReader) => unknown;
  /** Messages and state of a server-side re-render (no-JavaScript post). */
  initialErrors?: Record<string, string>;
  failed?: boolean;
  /** The server's word on why (too many posts), instead of the generic failure. */
  failure?: string | undefined;
}

/** The text fields and the checkbox people fill in; the honeypot and the plan stay. */
function clearFields(form: HTMLFormElement): void {
  for (const element of form.elements) {
    if (element instanceof HTMLTextAreaElement) element.value = '';
    if (!(element instanceof HTMLInputElement) || element.name === HONEYPOT_FIELD) continue;
    if (element.type === 'checkbox') element.checked = false;
    else if (element.type !== 'hidden' && element.type !== 'radio') element.value = '';
  }
}

const reader = (form: HTMLFormElement): FieldReader => {
  const data = new FormData(form);
  return (name) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
};

/**
 * A form checked by its shared zod schema on submit, then again on every
 * change, and posted to its own action (the one a browser without JavaScript
 * posts to), which answers in JSON. Fields stay uncontrolled: what a visitor
 * typed before the island was hydrated is kept.
 */
export function useSubmission<S extends z.ZodType>({
  schema,
  input,
  initialErrors = {},
  failed = false,
  failure: initialFailure,
}: Options<S>) {
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors);
  const [failure, setFailure] = useState<string | undefined>(initialFailure);
  const [status, setStatus] = useState<SubmitStatus>(failed ? 'error' : 'idle');
  /** What the server answered a post it took (a callback's moment, say). */
  const [answer, setAnswer] = useState<Record<string, unknown>>({});
  const revalidate = useRef(Object.keys(initialErrors).length > 0);
  const formRef = useRef<HTMLFormElement | null>(null);
  const statusRef = useRef<HTMLParagraphElement | null>(null);

  // The browser's own bubbles would speak another language than ours: the schema decides.
  // Set while React attaches the form, before a click replayed after hydration can submit it.
  const attachForm = useCallback((form: HTMLFormElement | null) => {
    formRef.current = form;
    if (form) form.noValidate = true;
  }, []);

  const check = (form: HTMLFormElement) => schema.safeParse(input(reader(form)));

  const showErrors = (form: HTMLFormElement, found: Record<string, string>) => {
    setErrors(found);
    setStatus('idle');
    const first = [...form.elements].find(
      (element): element is HTMLInputElement =>
        'name' in element && typeof element.name === 'string' && Object.hasOwn(found, element.name),
    );
    first?.focus();
  };

  const onChange = () => {
    if (!revalidate.current || !formRef.current) return;
    const result = check(formRef.current);
    setErrors(result.success ? {} : fieldErrors(result.error));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const form = event.currentTarget;
    revalidate.current = true;
    const result = check(form);
    if (!result.success) return showErrors(form, fieldErrors(result.error));
    setErrors({});
    setFailure(undefined);
    setStatus('submitting');
    try {
      const response = await postForm(form);
      if (response.ok) {
        setAnswer(((await response.json().catch(() => ({}))) ?? {}) as Record<string, unknown>);
        clearFields(form);
        revalidate.current = false;
        setStatus('success');
        return;
      }
      // The server's rules are the browser's, but it has the last word.
      const fields = await refusedFields(response);
      if (fields) return showErrors(form, fields);
      // Too many posts from this connection: nothing lost, and when it can go.
      if (response.status === 429)
        setFailure(
          formMessages.tooManyPosts(Math.max(1, Math.ceil(Number(response.headers.get('retry-after') ?? 60) / 60))),
        );
      setStatus('error');
    } catch {
      setStatus('error');
    }
  };

  /** « Envoyer une autre demande »: the form back, empty, its first field focused. */
  const refill = useRef(false);
  const sendAnother = () => {
    refill.current = true;
    setAnswer({});
    setStatus('idle');
  };
  useEffect(() => {
    if (status !== 'idle' || !refill.current) return;
    refill.current = false;
    const first = formRef.current?.querySelector<HTMLElement>('.field-input');
    first?.focus();
  }, [status]);

  // A disabled button loses focus, and a sent form leaves the page with the button that had it:
  // bring keyboard and screen reader users to the outcome.
  useEffect(() => {
    if (
      (status === 'success' || status === 'error') &&
      (document.activeElement === document.body || !document.activeElement)
    ) {
      statusRef.current?.focus();
    }
  }, [status]);

  return { attachForm, statusRef, errors, status, failure, answer, onChange, onSubmit, sendAnother };
}
