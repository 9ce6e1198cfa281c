import { CircleAlert, CircleCheck } from 'lucide-react';
import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, ReactNode, Ref } from 'react';
import { FIRST_POST_KEY, HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from '../../shared/forms';
import { PROVENANCE_FIELD } from '../../shared/attribution';
import { legalLinks } from '../../shared/site';

/**
 * Form building blocks shared by the quote, contact and callback forms. They work without
 * JavaScript (a plain POST) and show the messages of a server re-render.
 */

interface FieldProps {
  /** Prefix of the element ids, unique on the page (e.g. `devis`). */
  form: string;
  name: string;
  label: ReactNode;
  required?: boolean;
  error?: string | undefined;
  value?: string | undefined;
  hint?: ReactNode;
  className?: string;
}

function ids(form: string, name: string) {
  const id = `${form}-${name}`;
  return { id, errorId: `${id}-erreur`, hintId: `${id}-aide` };
}

function describedBy(...parts: (string | false | undefined)[]): string | undefined {
  const value = parts.filter(Boolean).join(' ');
  return value || undefined;
}

function Label({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="field-label">
      {children}
      {required ? (
        <span className="field-required" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </label>
  );
}

export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  return message ? (
    <p className="field-error" id={id}>
      {message}
    </p>
  ) : null;
}

/**
 * What every text field has around its control: the label, the hint, the
 * message under the field; the control gets the ids and states to refer to them.
 */
export function FieldShell({
  form,
  name,
  label,
  required = false,
  error,
  hint,
  className,
  control,
}: Omit<FieldProps, 'value'> & { control: (aria: ControlAttributes) => ReactNode }) {
  const { id, errorId, hintId } = ids(form, name);
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {control({
        id,
        name,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hint ? hintId : undefined, error ? errorId : undefined),
      })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface ControlAttributes {
  id: string;
  name: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export function TextField({
  value,
  type = 'text',
  autoComplete,
  inputMode,
  ...field
}: FieldProps & {
  type?: HTMLInputTypeAttribute;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'tel';
}) {
  return (
    <FieldShell
      {...field}
      control={({ id, name, ...states }) => (
        <input
          id={id}
          name={name}
          type={type}
          className="field-input"
          autoComplete={autoComplete}
          inputMode={inputMode}
          {...states}
          defaultValue={value ?? ''}
        />
      )}
    />
  );
}

export function TextAreaField({ value, ...field }: FieldProps) {
  return (
    <FieldShell
      {...field}
      control={({ id, name, ...states }) => (
        <textarea
          id={id}
          name={name}
          className="field-input field-textarea"
          rows={5}
          {...states}
          defaultValue={value ?? ''}
        />
      )}
    />
  );
}

/**
 * What each kind of field is, on every form (issue 48: the quote, contact and callback forms
 * each labelled the phone their own way): its label, its control, what the browser may fill
 * in. Server-rendered and hydrated alike, so a browser without JavaScript gets the same
 * attributes; the check of each kind is one too (shared/fieldChecks.ts).
 */
export const fieldKinds = {
  name: { label: 'Nom et prénom', type: 'text', autoComplete: 'name' },
  email: { label: 'E-mail', type: 'email', inputMode: 'email', autoComplete: 'email' },
  phone: { label: 'Téléphone', type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  practice: { label: 'Nom du cabinet ou du centre', type: 'text', autoComplete: 'organization' },
  city: { label: 'Ville ou code postal', type: 'text', autoComplete: 'address-level2' },
  message: { label: 'Message', multiline: true },
} as const satisfies Record<
  string,
  {
    label: string;
    type?: HTMLInputTypeAttribute;
    inputMode?: 'text' | 'email' | 'tel';
    autoComplete?: HTMLInputAutoCompleteAttribute;
    multiline?: true;
  }
>;
export type FieldKind = keyof typeof fieldKinds;

/**
 * The one field of the forms: the label of its kind (« (facultatif) » after it when it may be
 * left empty, an asterisk when not), the hint, the control with its kind's attributes, the
 * French message under it that `aria-describedby` names and `aria-invalid` announces.
 */
export function Field({ kind, required = false, ...field }: Omit<FieldProps, 'label'> & { kind: FieldKind }) {
  const { label, ...control } = fieldKinds[kind];
  const shown = required ? label : `${label} (facultatif)`;
  if ('multiline' in control) return <TextAreaField {...field} label={shown} required={required} />;
  return <TextField {...field} {...control} label={shown} required={required} />;
}

/** The consent checkbox; its label links to the privacy policy. */
export function ConsentField({
  form,
  error,
  checked,
  children,
}: {
  form: string;
  error?: string | undefined;
  checked?: boolean;
  children: ReactNode;
}) {
  const { id, errorId } = ids(form, 'acceptPolicy');
  return (
    <div className="field field-full field-check">
      <div className="check-row">
        <input
          id={id}
          name="acceptPolicy"
          type="checkbox"
          value="on"
          className="check-input"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          defaultChecked={checked}
        />
        <label htmlFor={id} className="check-label">
          {children}{' '}
          <span className="field-required" aria-hidden="true">
            *
          </span>
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function PrivacyLink({ children = 'politique de confidentialité' }: { children?: ReactNode }) {
  return <a href={legalLinks.privacy.href}>{children}</a>;
}

/** A field that people never see and bots fill in: such a submission is dropped. */
export function Honeypot({ form }: { form: string }) {
  const id = `${form}-${HONEYPOT_FIELD}`;
  return (
    <div className="hp-field" aria-hidden="true">
      <label htmlFor={id}>Ne pas remplir ce champ</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * The submission's Idempotency-Key (shared/forms.ts): the first post's in a
 * cached page, where every visitor gets the same bytes; the island puts its own
 * as it posts, and a page the server renders again after a post keeps the key it was sent.
 */
export function IdempotencyKeyField({ value }: { value?: string | undefined }) {
  return <input type="hidden" name={IDEMPOTENCY_FIELD} defaultValue={value || FIRST_POST_KEY} />;
}

/**
 * Where the visit came from (docs/decisions/038-lead-attribution.md): empty in
 * the page, the same bytes for everyone; the island fills it as it posts.
 * Without JavaScript the server reads the form page's own address instead.
 */
export function ProvenanceField() {
  return <input type="hidden" name={PROVENANCE_FIELD} defaultValue="" />;
}

/** What is collected and why, under each form; and no patient data, please. */
export function FormNotice({ children }: { children: ReactNode }) {
  return <div className="form-notice">{children}</div>;
}

export function RequiredLegend() {
  return <p className="form-legend">Les champs marqués d’un astérisque (*) sont obligatoires.</p>;
}

/**
 * A failed submission: a red box in an alert region, always in the page, so that
 * screen readers announce the message as soon as it appears. (A taken one replaces
 * the form: FormConfirmation.)
 */
export function FormStatus({
  failure,
  messageRef,
}: {
  failure?: string | null | undefined;
  /** The message shown, focusable so that focus can be brought to it. */
  messageRef?: Ref<HTMLParagraphElement>;
}) {
  return (
    <div role="alert" className="form-status-slot">
      {failure ? (
        <p ref={messageRef} tabIndex={-1} className="form-status form-status-error">
          <CircleAlert aria-hidden="true" focusable="false" />
          <span>{failure}</span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * A sent form, in its place: the success message (the spec's words), what happens next,
 * then the way back to an empty form (« Envoyer une autre demande »): a button on the
 * island, a link on the page a browser without JavaScript lands on. Said once.
 */
export function FormConfirmation({
  message,
  next,
  again,
  messageRef,
}: {
  message: string;
  next?: ReactNode;
  again?: ReactNode;
  /** The message, focusable so that focus can be brought to it once the form is gone. */
  messageRef?: Ref<HTMLParagraphElement>;
}) {
  return (
    <div className="form-confirmation">
      <div role="status" className="form-status-slot">
        <p ref={messageRef} tabIndex={-1} className="form-status form-status-success">
          <CircleCheck aria-hidden="true" focusable="false" />
          <span>{message}</span>
        </p>
        {next ? <div className="form-status-next">{next}</div> : null}
      </div>
      {again ? <p className="form-confirmation-again">{again}</p> : null}
    </div>
  );
}

/** The label of the way back to the form, once one was sent. */
export const SEND_ANOTHER = 'Envoyer une autre demande';

/**
 * At the top of a page re-rendered by the server after a plain HTML post: the
 * visitor lands at the top, the messages are by the fields further down.
 */
export function FormProblem({ formAnchor, failure }: { formAnchor: string; failure?: string | undefined }) {
  return (
    <div className="container form-problem-wrap">
      <div className="form-problem" role="alert">
        <CircleAlert aria-hidden="true" focusable="false" />
        <div>
          <p className="form-problem-title">
            {failure ?? 'Votre envoi n’est pas parti\u00a0: certains champs sont à corriger.'}
          </p>
          <p>
            <a href={`#${formAnchor}`}>{failure ? 'Revenir au formulaire' : 'Voir les champs à corriger'}</a>
          </p>
        </div>
      </div>
    </div>
  );
}
