import { Send } from 'lucide-react';
import type { PlanId } from '../../shared/plans';
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

export interface QuoteFormProps {
  defaultPlan: PlanId;
  /** Messages by field name, from a server-side validation. */
  errors?: Record<string, string>;
  /** Values to put back in the fields after a server-side validation. */
  values?: Record<string, string>;
}

const FORM = 'devis';

/** The quote request form: a plain POST that works without JavaScript. */
export default function QuoteForm({ defaultPlan, errors = {}, values = {} }: QuoteFormProps) {
  return (
    <form className="form" method="post" action="/demande-devis">
      <input type="hidden" name="plan" value={values.plan ?? defaultPlan} />
      <RequiredLegend />
      <div className="form-grid">
        <TextField form={FORM} name="nom" label="Nom et prénom" required autoComplete="name" error={errors.nom} value={values.nom} />
        <TextField form={FORM} name="email" label="E-mail" type="email" inputMode="email" required autoComplete="email" error={errors.email} value={values.email} />
        <TextField form={FORM} name="telephone" label="Téléphone" type="tel" inputMode="tel" required autoComplete="tel" error={errors.telephone} value={values.telephone} />
        <TextField form={FORM} name="cabinet" label="Nom du cabinet ou du centre" required autoComplete="organization" error={errors.cabinet} value={values.cabinet} />
        <TextField form={FORM} name="ville" label="Ville ou code postal" required autoComplete="address-level2" error={errors.ville} value={values.ville} className="field-full" />
        <TextAreaField
          form={FORM}
          name="message"
          label="Message (facultatif)"
          hint="Votre spécialité, le nombre de praticiens, vos horaires, vos besoins particuliers…"
          error={errors.message}
          value={values.message}
          className="field-full"
        />
        <ConsentField form={FORM} error={errors.acceptPolicy} checked={values.acceptPolicy === 'on'}>
          J’accepte la <PrivacyLink /> et que mes données soient utilisées pour établir mon devis.
        </ConsentField>
      </div>
      <Honeypot form={FORM} />
      <button type="submit" className="btn btn-cta form-submit">
        <Send aria-hidden="true" focusable="false" />
        Envoyer ma demande de devis
      </button>
      <FormNotice>
        <p>
          Vos informations servent uniquement à établir votre devis et à vous recontacter{' '}
          {keepNumbersTogether(site.replyPromise)}. Elles sont conservées {retention.prospects} au plus, puis supprimées. Pour en savoir plus
          et exercer vos droits, consultez notre <PrivacyLink />.
        </p>
        <p>Merci de ne transmettre aucune donnée de santé concernant vos patients dans ce formulaire.</p>
      </FormNotice>
    </form>
  );
}
