import { Send } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { formMessages, submitLabels } from '../../shared/formMessages';
import { onPlanSelected, selectedPlan } from '../../shared/planSelection';
import { plans, type PlanId } from '../../shared/plans';
import { quoteFormSchema, quotePayload } from '../../shared/schemas';
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

export interface QuoteFormProps {
  defaultPlan: PlanId;
  /** Messages by field name, from a server-side validation. */
  errors?: Record<string, string>;
  /** Values to put back in the fields after a server-side validation. */
  values?: Record<string, string>;
  /** The server could not take the request (no-JavaScript post): show the red box. */
  failed?: boolean;
}

const FORM = 'devis';
/** The form's id, for the no-JavaScript plan choice. */
export const QUOTE_FORM_ID = 'devis-formulaire';

const noServerPlan = () => null;

/**
 * The quote request form. Without JavaScript, a plain POST to /demande-devis
 * (the server validates with the same schema). Hydrated, it validates in the
 * browser and posts the plan chosen in the carousel to the API.
 */
export default function QuoteForm({ defaultPlan, errors: serverErrors, values = {}, failed }: QuoteFormProps) {
  const chosen = useSyncExternalStore(onPlanSelected, selectedPlan, noServerPlan);
  const initialPlan = plans.some((plan) => plan.id === values.plan) ? (values.plan as PlanId) : defaultPlan;
  const plan = chosen ?? initialPlan;
  const { attachForm, statusRef, errors, status, onChange, onSubmit } = useSubmission({
    schema: quoteFormSchema,
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
      plan,
    }),
    send: (form, honeypot) => postJson('/api/v1/contact', { ...quotePayload(form), ...(honeypot ? { website: honeypot } : {}) }),
  });
  const submitting = status === 'submitting';

  return (
    <form ref={attachForm} className="form" id={QUOTE_FORM_ID} method="post" action="/demande-devis" onSubmit={onSubmit} onChange={onChange}>
      <input type="hidden" name="plan" value={plan} />
      <RequiredLegend />
      {/* Without JavaScript the carousel cannot select: the choice is made here (CSS shows it then only). */}
      <fieldset className="plan-fallback">
        <legend className="field-label">Formule souhaitée</legend>
        <div className="plan-fallback-options">
          {plans.map((option) => (
            <label key={option.id} className="plan-fallback-option">
              <input type="radio" name="formule" value={option.id} defaultChecked={option.id === initialPlan} />
              <span>{option.title}</span>
            </label>
          ))}
        </div>
      </fieldset>
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
      <button type="submit" className="btn btn-cta form-submit" disabled={submitting}>
        <Send aria-hidden="true" focusable="false" />
        {submitting ? formMessages.sending : submitLabels.quote}
      </button>
      <FormStatus
        messageRef={statusRef}
        success={status === 'success' ? formMessages.quoteSuccess : null}
        failure={status === 'error' ? formMessages.sendFailure : null}
      />
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
