import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { formMessages, IDEMPOTENCY_FIELD, type FieldReader, type PostedForm } from '../../shared/forms';
import { site } from '../../shared/site';
import { useSubmission } from '../islands/useSubmission';
import {
  ConsentField,
  FormConfirmation,
  FormNotice,
  FormStatus,
  Honeypot,
  IdempotencyKeyField,
  ProvenanceField,
  PrivacyLink,
  RequiredLegend,
  SEND_ANOTHER,
  Field,
} from './FormFields';
import { keepNumbersTogether } from './typography';

export interface LeadFormProps<S extends z.ZodType> extends Partial<PostedForm> {
  /** Prefix of the fields' ids (`devis`, `contact`). */
  prefix: string;
  id?: string;
  /** The route the form posts to, with or without JavaScript. */
  action: string;
  schema: S;
  input: (read: FieldReader) => unknown;
  /** What comes before the fields (the quote's plan), given the messages by field. */
  children?: (errors: Record<string, string>) => ReactNode;
  /** Whether the message may be left empty, and what to say in it. */
  message: { required: boolean; hint?: string };
  consent: ReactNode;
  submitLabel: string;
  success: string;
  /** What happens next, under the green box that replaces the sent form. */
  successNext?: ReactNode;
  /** The way back to an empty form (« Envoyer une autre demande »). */
  againLabel?: string;
  /** What the visitor's details serve for, and how long they are kept. */
  purpose: string;
  keptFor: string;
}

/**
 * The quote and contact forms: who the doctor is, their practice, a message,
 * consent. Without JavaScript a plain POST to `action`; hydrated, checked in the
 * browser by the same schema, then posted to the same action.
 */
export function LeadForm<S extends z.ZodType>({
  prefix,
  id,
  action,
  schema,
  input,
  errors: serverErrors,
  values = {},
  failed,
  failure: serverFailure,
  children,
  message,
  consent,
  submitLabel,
  success,
  successNext,
  againLabel = SEND_ANOTHER,
  purpose,
  keptFor,
}: LeadFormProps<S>) {
  const { attachForm, statusRef, errors, status, failure, onChange, onSubmit, sendAnother } = useSubmission({
    schema,
    input,
    initialErrors: serverErrors,
    failed,
    failure: serverFailure,
  });
  const submitting = status === 'submitting';
  // Sent: one confirmation where the form was (the spec's green box, what happens next), the form gone.
  if (status === 'success')
    return (
      <FormConfirmation
        messageRef={statusRef}
        message={success}
        next={successNext}
        again={
          <button type="button" className="btn btn-secondary" onClick={sendAnother}>
            {againLabel}
          </button>
        }
      />
    );
  return (
    <form
      ref={attachForm}
      className="form"
      id={id}
      method="post"
      action={action}
      onSubmit={onSubmit}
      onChange={onChange}
    >
      <RequiredLegend />
      {children?.(errors)}
      <div className="form-grid">
        <Field kind="name" form={prefix} name="nom" required error={errors.nom} value={values.nom} />
        <Field kind="email" form={prefix} name="email" required error={errors.email} value={values.email} />
        <Field kind="phone" form={prefix} name="telephone" required error={errors.telephone} value={values.telephone} />
        <Field kind="practice" form={prefix} name="cabinet" required error={errors.cabinet} value={values.cabinet} />
        <Field
          kind="city"
          form={prefix}
          name="ville"
          required
          error={errors.ville}
          value={values.ville}
          className="field-full"
        />
        <Field
          kind="message"
          form={prefix}
          name="message"
          required={message.required}
          hint={message.hint}
          error={errors.message}
          value={values.message}
          className="field-full"
        />
        <ConsentField form={prefix} error={errors.acceptPolicy} checked={values.acceptPolicy === 'on'}>
          {consent}
        </ConsentField>
      </div>
      <Honeypot form={prefix} />
      <IdempotencyKeyField value={values[IDEMPOTENCY_FIELD]} />
      <ProvenanceField />
      <button type="submit" className="btn btn-cta form-submit" disabled={submitting}>
        <Send aria-hidden="true" focusable="false" />
        {submitting ? formMessages.sending : submitLabel}
      </button>
      <FormStatus messageRef={statusRef} failure={status === 'error' ? (failure ?? formMessages.sendFailure) : null} />
      <FormNotice>
        <p>
          Vos informations servent uniquement à {purpose}, {keepNumbersTogether(site.replyPromise)}. Elles sont
          conservées {keptFor} au plus, puis supprimées. Pour en savoir plus et exercer vos droits, consultez notre{' '}
          <PrivacyLink />.
        </p>
        <p>Merci de ne transmettre aucune donnée de santé concernant vos patients dans ce formulaire.</p>
      </FormNotice>
    </form>
  );
}
