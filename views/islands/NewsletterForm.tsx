import { CircleAlert, CircleCheck } from 'lucide-react';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { formMessages, NEWSLETTER_EMAIL_PATTERN, submitLabels } from '../../shared/forms';
import { paths } from '../../shared/paths';
import { Honeypot, IdempotencyKeyField, PrivacyLink } from '../components/FormFields';
import { postForm } from './postForm';

export interface NewsletterFormProps {
  /** `footer` (default): the box at the bottom of every page; `page`: the page of a no-JavaScript retry. */
  variant?: 'footer' | 'page';
  /** The address sent, put back after a server-side refusal. */
  email?: string;
  /** Outcome of a no-JavaScript post the server refused. */
  outcome?: 'invalid' | 'failed';
  /** The Idempotency-Key of that post, kept so that sending again is a retry. */
  idempotencyKey?: string;
  /** Why it failed when it is not our failure (too many posts: when to try again). */
  failure?: string;
}

type Status = 'idle' | 'sending' | 'success' | 'invalid' | 'failed';

/**
 * The newsletter box: one e-mail field. Without JavaScript a plain POST to
 * /newsletter; hydrated, the simple pattern check of the spec, then the same
 * action, answering in JSON.
 */
export default function NewsletterForm({
  variant = 'footer',
  email = '',
  outcome,
  idempotencyKey,
  failure,
}: NewsletterFormProps) {
  const id = useId();
  const ids = { title: `${id}titre`, input: `${id}email`, message: `${id}message`, consent: `${id}consentement` };
  const [status, setStatus] = useState<Status>(outcome ?? 'idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  const attachForm = useCallback((form: HTMLFormElement | null) => {
    if (form) form.noValidate = true;
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const form = event.currentTarget;
    const address = String(new FormData(form).get('email') ?? '').trim();
    if (!address || !NEWSLETTER_EMAIL_PATTERN.test(address)) {
      setStatus('invalid');
      inputRef.current?.focus();
      return;
    }
    setStatus('sending');
    try {
      const response = await postForm(form);
      // The spec's pattern is only a first look: the server reads the address with a real
      // parser (shared/emailAddress.ts) and refuses what is not one address, as invalid.
      if (response.status === 400) {
        setStatus('invalid');
        inputRef.current?.focus();
        return;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      if (inputRef.current) inputRef.current.value = '';
      setStatus('success');
    } catch {
      setStatus('failed');
    }
    // The button was disabled while sending and lost the focus: give it to the message.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) messageRef.current?.focus();
    });
  };

  const invalid = status === 'invalid';
  return (
    <div className={`newsletter newsletter-${variant}`}>
      <div className="newsletter-text">
        <h2 id={ids.title} className={variant === 'footer' ? 'footer-title' : 'newsletter-title'}>
          {variant === 'footer' ? 'Newsletter' : 'Recevoir notre newsletter'}
        </h2>
        <p className="newsletter-intro">
          Nos articles et nos actualités pour les médecins, directement dans votre boîte mail.
        </p>
      </div>
      <form
        ref={attachForm}
        className="newsletter-form"
        method="post"
        action={paths.newsletter}
        aria-labelledby={ids.title}
        onSubmit={onSubmit}
      >
        <label htmlFor={ids.input} className="newsletter-label">
          Votre adresse e-mail
        </label>
        <div className="newsletter-row">
          <input
            ref={inputRef}
            id={ids.input}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            className="newsletter-input"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${ids.message} ${ids.consent}` : ids.consent}
            defaultValue={email}
          />
          <button type="submit" className="btn btn-cta newsletter-submit" disabled={status === 'sending'}>
            {status === 'sending' ? formMessages.newsletterSending : submitLabels.newsletter}
          </button>
        </div>
        <Honeypot form={`${id}nl`} />
        <IdempotencyKeyField value={idempotencyKey} />
        <div role="alert" className="form-status-slot">
          {invalid || status === 'failed' ? (
            <p ref={messageRef} id={ids.message} tabIndex={-1} className="newsletter-message newsletter-message-error">
              <CircleAlert aria-hidden="true" focusable="false" />
              <span>{invalid ? formMessages.newsletterInvalid : (failure ?? formMessages.newsletterFailure)}</span>
            </p>
          ) : null}
        </div>
        <div role="status" className="form-status-slot">
          {status === 'success' ? (
            <p ref={messageRef} tabIndex={-1} className="newsletter-message newsletter-message-success">
              <CircleCheck aria-hidden="true" focusable="false" />
              <span>{`${formMessages.newsletterSuccess} ${formMessages.newsletterConfirmRequest}`}</span>
            </p>
          ) : null}
        </div>
        <p id={ids.consent} className="newsletter-consent">
          Un e-mail de temps en temps, un lien de désinscription dans chacun. Votre adresse ne sert qu’à cet
          envoi&nbsp;: voir notre <PrivacyLink />.
        </p>
      </form>
    </div>
  );
}
