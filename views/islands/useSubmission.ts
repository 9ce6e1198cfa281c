import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../../shared/schemas';

export type SubmitStatus = 'idle' | 'submitting' | 'success' | 'error';

interface Options<S extends z.ZodType> {
  schema: S;
  /** Reads the schema's input from the form's fields. */
  read: (data: FormData) => unknown;
  /** Posts the parsed values; the honeypot's value goes along when a bot filled it. */
  send: (values: z.infer<S>, honeypot: string) => Promise<Response>;
  /** Messages and state of a server-side re-render (no-JavaScript post). */
  initialErrors?: Record<string, string>;
  failed?: boolean;
}

/** The text fields and the checkbox people fill in; the honeypot and hidden fields stay. */
function clearFields(form: HTMLFormElement): void {
  for (const element of form.elements) {
    if (element instanceof HTMLTextAreaElement) element.value = '';
    if (!(element instanceof HTMLInputElement) || element.name === 'website') continue;
    if (element.type === 'checkbox') element.checked = false;
    else if (element.type !== 'hidden' && element.type !== 'radio') element.value = '';
  }
}

/**
 * A form validated by a shared zod schema on submit, then again on every change,
 * and posted to the API as JSON. Fields stay uncontrolled: what a visitor typed
 * before the island was hydrated is kept.
 */
export function useSubmission<S extends z.ZodType>({ schema, read, send, initialErrors = {}, failed = false }: Options<S>) {
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors);
  const [status, setStatus] = useState<SubmitStatus>(failed ? 'error' : 'idle');
  const revalidate = useRef(Object.keys(initialErrors).length > 0);
  const formRef = useRef<HTMLFormElement | null>(null);
  const statusRef = useRef<HTMLParagraphElement | null>(null);

  // The browser's own bubbles would speak another language than ours: the schema decides.
  // Set while React attaches the form, before a click replayed after hydration can submit it.
  const attachForm = useCallback((form: HTMLFormElement | null) => {
    formRef.current = form;
    if (form) form.noValidate = true;
  }, []);

  const check = (form: HTMLFormElement) => schema.safeParse(read(new FormData(form)));

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
    if (!result.success) {
      const found = fieldErrors(result.error);
      setErrors(found);
      setStatus('idle');
      const first = [...form.elements].find(
        (element): element is HTMLInputElement => 'name' in element && typeof element.name === 'string' && Object.hasOwn(found, element.name),
      );
      first?.focus();
      return;
    }
    setErrors({});
    setStatus('submitting');
    const honeypot = new FormData(form).get('website');
    try {
      const response = await send(result.data, typeof honeypot === 'string' ? honeypot : '');
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      clearFields(form);
      revalidate.current = false;
      setStatus('success');
    } catch {
      setStatus('error');
    }
  };

  // A disabled button loses focus: bring keyboard and screen reader users to the outcome.
  useEffect(() => {
    if ((status === 'success' || status === 'error') && (document.activeElement === document.body || !document.activeElement)) {
      statusRef.current?.focus();
    }
  }, [status]);

  return { attachForm, statusRef, errors, status, onChange, onSubmit };
}

export const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};
