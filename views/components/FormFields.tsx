import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, ReactNode } from 'react';
import { legalLinks } from '../../shared/site';

/**
 * Form building blocks shared by the quote and contact forms. They work without
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
      {required ? <span className="field-required" aria-hidden="true"> *</span> : null}
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

export function TextField({
  form,
  name,
  label,
  required = false,
  error,
  value,
  hint,
  className,
  type = 'text',
  autoComplete,
  inputMode,
}: FieldProps & {
  type?: HTMLInputTypeAttribute;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'tel';
}) {
  const { id, errorId, hintId } = ids(form, name);
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <Label htmlFor={id} required={required}>{label}</Label>
      {hint ? <p className="field-hint" id={hintId}>{hint}</p> : null}
      <input
        id={id}
        name={name}
        type={type}
        className="field-input"
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : undefined, error ? errorId : undefined)}
        defaultValue={value ?? ''}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function TextAreaField({ form, name, label, required = false, error, value, hint, className }: FieldProps) {
  const { id, errorId, hintId } = ids(form, name);
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <Label htmlFor={id} required={required}>{label}</Label>
      {hint ? <p className="field-hint" id={hintId}>{hint}</p> : null}
      <textarea
        id={id}
        name={name}
        className="field-input field-textarea"
        rows={5}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : undefined, error ? errorId : undefined)}
        defaultValue={value ?? ''}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The consent checkbox; its label links to the privacy policy. */
export function ConsentField({ form, error, checked, children }: { form: string; error?: string | undefined; checked?: boolean; children: ReactNode }) {
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
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          defaultChecked={checked}
        />
        <label htmlFor={id} className="check-label">
          {children} <span className="field-required" aria-hidden="true">*</span>
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
  const id = `${form}-website`;
  return (
    <div className="hp-field" aria-hidden="true">
      <label htmlFor={id}>Ne pas remplir ce champ</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** What is collected and why, under each form; and no patient data, please. */
export function FormNotice({ children }: { children: ReactNode }) {
  return <div className="form-notice">{children}</div>;
}

export function RequiredLegend() {
  return (
    <p className="form-legend">
      Les champs marqués d’un astérisque (*) sont obligatoires.
    </p>
  );
}
