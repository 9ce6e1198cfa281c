import { Send } from 'lucide-react';
import { formMessages, submitLabels } from '../../shared/formMessages';
import { contactFormSchema, contactPayload } from '../../shared/schemas';
import { retention, site } from '../../shared/site';
import { keepNumbersTogether } from '../components/typography';
import {
  ConsentField,
  FormNotice,
  FormStatus,
  Honeypot,
  PrivacyLink,
  RequiredLegend,
  TextAreaField,
  TextField,
} from '../components/FormFields';
import { postJson } from './postJson';
import { text, useSubmission } from './useSubmission';

export interface ContactFormProps {
  /** Messages by field name, from a server-side validation. */
  errors?: Record<string, string>;
  /** Values to put back in the fields after a server-side validation. */
  values?: Record<string, string>;
  /** The server could not take the message (no-JavaScript post): show the red box. */
  failed?: boolean;
}

const FORM = 'contact';

/**
 * The contact form. Without JavaScript, a plain POST to /contact (the server
 * validates with the same schema); hydrated, it validates in the browser and
 * posts to the API.
 */
export default function ContactForm({ errors: serverErrors, values = {}, failed }: ContactFormProps) {
  const { attachForm, statusRef, errors, status, onChange, onSubmit } = useSubmission({
    schema: contactFormSchema,
    initialErrors: serverErrors,
    failed,
    read: (data) => ({
      nom: text(data, 'nom'),
      email: text(data, 'email'),
      telephone: text(data, 'telephone'),
      cabinet: text(data, 'cabinet'),
      ville: text(data, 'ville'),
      message: text(data, 'message'),
      acceptPolicy: data.get('acceptPolicy') === 'on',
    }),
    send: (form, honeypot) => postJson('/api/v1/contact', { ...contactPayload(form), ...(honeypot ? { website: honeypot } : {}) }),
  });
  const submitting = status === 'submitting';

  return (
    <form ref={attachForm} className="form" method="post" action="/contact" onSubmit={onSubmit} onChange={onChange}>
      <RequiredLegend />
      <div className="form-grid">
        <TextField form={FORM} name="nom" label="Nom et prénom" required autoComplete="name" error={errors.nom} value={values.nom} />
        <TextField form={FORM} name="email" label="E-mail" type="email" inputMode="email" required autoComplete="email" error={errors.email} value={values.email} />
        <TextField form={FORM} name="telephone" label="Téléphone" type="tel" inputMode="tel" required autoComplete="tel" error={errors.telephone} value={values.telephone} />
        <TextField form={FORM} name="cabinet" label="Cabinet ou clinique" required autoComplete="organization" error={errors.cabinet} value={values.cabinet} />
        <TextField form={FORM} name="ville" label="Ville ou code postal" required autoComplete="address-level2" error={errors.ville} value={values.ville} className="field-full" />
        <TextAreaField form={FORM} name="message" label="Votre message" required error={errors.message} value={values.message} className="field-full" />
        <ConsentField form={FORM} error={errors.acceptPolicy} checked={values.acceptPolicy === 'on'}>
          J’accepte que mes données soient utilisées pour me recontacter, conformément à la <PrivacyLink />.
        </ConsentField>
      </div>
      <Honeypot form={FORM} />
      <button type="submit" className="btn btn-cta form-submit" disabled={submitting}>
        <Send aria-hidden="true" focusable="false" />
        {submitting ? formMessages.sending : submitLabels.contact}
      </button>
      <FormStatus
        messageRef={statusRef}
        success={status === 'success' ? formMessages.contactSuccess : null}
        failure={status === 'error' ? formMessages.sendFailure : null}
      />
      <FormNotice>
        <p>
          Vos informations servent uniquement à répondre à votre message, {keepNumbersTogether(site.replyPromise)}. Elles sont conservées{' '}
          {retention.contactMessages} au plus, puis supprimées. Pour en savoir plus et exercer vos droits, consultez
          notre <PrivacyLink />.
        </p>
        <p>Merci de ne transmettre aucune donnée de santé concernant vos patients dans ce formulaire.</p>
      </FormNotice>
    </form>
  );
}
