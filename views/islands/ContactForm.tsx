import { Send } from 'lucide-react';
import { retention, site } from '../../shared/site';
import { keepNumbersTogether } from '../components/typography';
import {
  ConsentField,
  FormNotice,
  Honeypot,
  PrivacyLink,
  RequiredLegend,
  TextAreaField,
  TextField,
} from '../components/FormFields';

export interface ContactFormProps {
  /** Messages by field name, from a server-side validation. */
  errors?: Record<string, string>;
  /** Values to put back in the fields after a server-side validation. */
  values?: Record<string, string>;
}

const FORM = 'contact';

/** The contact form: a plain POST that works without JavaScript. */
export default function ContactForm({ errors = {}, values = {} }: ContactFormProps) {
  return (
    <form className="form" method="post" action="/contact">
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
      <button type="submit" className="btn btn-cta form-submit">
        <Send aria-hidden="true" focusable="false" />
        Envoyer mon message
      </button>
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
