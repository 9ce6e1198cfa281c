import { PhoneCall } from 'lucide-react';
import {
  callbackDays,
  callbackFormInput,
  callbackFormSchema,
  callbackMomentLabel,
  callbackTimes,
} from '../../shared/callback';
import { formMessages, IDEMPOTENCY_FIELD, type PostedForm } from '../../shared/forms';
import { paths } from '../../shared/paths';
import { retention } from '../../shared/retention';
import {
  ConsentField,
  Field,
  FieldShell,
  FormConfirmation,
  FormStatus,
  Honeypot,
  IdempotencyKeyField,
  ProvenanceField,
  PrivacyLink,
  SEND_ANOTHER,
} from '../components/FormFields';
import { useSubmission } from './useSubmission';

export interface CallbackFormProps extends Partial<PostedForm> {
  /** Prefix of the fields' ids, unique on the page (the form is offered in several places). */
  prefix: string;
}

/** « 8 h 30 » for « 08:30 ». */
const timeLabel = (time: string) => `${Number(time.slice(0, 2))} h ${time.slice(3)}`;

/**
 * « Être rappelé »: a phone number, a day and a time among the opening hours,
 * an optional name, consent. Without JavaScript a plain POST to /rappel, whose
 * page confirms the moment; hydrated, checked by the same schema and confirmed in place.
 */
export default function CallbackForm({
  prefix,
  errors: serverErrors,
  values = {},
  failed,
  failure: serverFailure,
}: CallbackFormProps) {
  const { attachForm, statusRef, errors, status, failure, answer, onChange, onSubmit, sendAnother } = useSubmission({
    schema: callbackFormSchema,
    input: callbackFormInput,
    initialErrors: serverErrors,
    failed,
    failure: serverFailure,
  });
  const moment = typeof answer.moment === 'string' ? new Date(answer.moment) : null;
  // Taken: the moment confirmed where the form was.
  if (status === 'success')
    return (
      <FormConfirmation
        messageRef={statusRef}
        message={callbackConfirmation(moment)}
        again={
          <button type="button" className="btn btn-secondary" onClick={sendAnother}>
            {SEND_ANOTHER}
          </button>
        }
      />
    );
  return (
    <form
      ref={attachForm}
      className="form callback-form"
      method="post"
      action={paths.callback}
      onSubmit={onSubmit}
      onChange={onChange}
    >
      <div className="form-grid">
        <Field
          kind="phone"
          form={prefix}
          name="telephone"
          required
          error={errors.telephone}
          value={values.telephone}
          className="field-full"
        />
        {(
          [
            ['jour', 'Le jour', errors.jour, callbackDays.map(({ value, label }) => [value, label])],
            ['heure', 'Vers', errors.heure, callbackTimes.map((time) => [time, timeLabel(time)])],
          ] as const
        ).map(([name, label, error, options]) => (
          <FieldShell
            key={name}
            form={prefix}
            name={name}
            label={label}
            required
            error={error}
            control={({ id, ...states }) => (
              <select id={id} className="field-input" {...states} defaultValue={values[name] ?? ''}>
                <option value="">Choisir</option>
                {options.map(([value, text]) => (
                  <option key={value} value={value}>
                    {text}
                  </option>
                ))}
              </select>
            )}
          />
        ))}
        <Field kind="name" form={prefix} name="nom" error={errors.nom} value={values.nom} className="field-full" />
        <ConsentField form={prefix} error={errors.acceptPolicy} checked={values.acceptPolicy === 'on'}>
          J’accepte que mon numéro soit utilisé pour me rappeler, conformément à la <PrivacyLink />.
        </ConsentField>
      </div>
      <p className="field-hint">
        Du lundi au vendredi, de 8 h 30 à 18 h 30, heure de Paris (hors jours fériés). Numéro conservé {retention.leads}{' '}
        au plus.
      </p>
      <Honeypot form={prefix} />
      <IdempotencyKeyField value={values[IDEMPOTENCY_FIELD]} />
      <ProvenanceField />
      <button type="submit" className="btn btn-cta form-submit" disabled={status === 'submitting'}>
        <PhoneCall aria-hidden="true" focusable="false" />
        {status === 'submitting' ? formMessages.sending : 'Être rappelé'}
      </button>
      <FormStatus messageRef={statusRef} failure={status === 'error' ? (failure ?? formMessages.sendFailure) : null} />
    </form>
  );
}

/** What the visitor reads once the request is taken, in place or on its page. */
export function callbackConfirmation(moment: Date | null): string {
  return moment
    ? `C’est noté : nous vous appelons le ${callbackMomentLabel(moment)} (heure de Paris).`
    : 'C’est noté : nous vous rappelons au moment choisi.';
}
