import { useSyncExternalStore } from 'react';
import { formMessages, quoteFormInput, submitLabels, type PostedForm } from '../../shared/forms';
import { paths } from '../../shared/paths';
import { onPlanSelected, selectedPlan, selectPlan } from '../../shared/planSelection';
import { isPlanId, plans, type PlanId } from '../../shared/plans';
import { quoteFormSchema } from '../../shared/schemas';
import type { SpecialtySlug } from '../../shared/specialties';
import { retention } from '../../shared/retention';
import { FieldError, PrivacyLink } from '../components/FormFields';
import { LeadForm } from '../components/LeadForm';
import { QuoteSentNext } from '../components/QuoteSentNext';

export interface QuoteFormProps extends Partial<PostedForm> {
  defaultPlan: PlanId;
  /** The speciality of the page the visitor came from (`?specialite=`): posted with the form, recorded with the lead. */
  specialty?: SpecialtySlug | undefined;
}

/** The form's id, for the no-JavaScript plan choice. */
export const QUOTE_FORM_ID = 'devis-formulaire';

const noServerPlan = () => null;
const PLAN_ERROR_ID = 'devis-plan-erreur';

/**
 * The quote request form. The plan is a radio group: without JavaScript the
 * visitor chooses there (CSS shows it only then); hydrated, it follows the
 * carousel's choice, and the form posts it like any other field.
 */
export default function QuoteForm({ defaultPlan, specialty, ...posted }: QuoteFormProps) {
  const chosen = useSyncExternalStore(onPlanSelected, selectedPlan, noServerPlan);
  const postedPlan = posted.values?.plan;
  const plan = chosen ?? (isPlanId(postedPlan) ? postedPlan : defaultPlan);
  return (
    <LeadForm
      {...posted}
      prefix="devis"
      id={QUOTE_FORM_ID}
      action={paths.quote}
      schema={quoteFormSchema}
      input={quoteFormInput}
      message={{
        required: false,
        hint: 'Votre spécialité, le nombre de praticiens, vos horaires, vos besoins particuliers…',
      }}
      consent={
        <>
          J’ai pris connaissance de la <PrivacyLink />
          &nbsp;: mes données servent à établir mon devis et à en assurer le suivi.
        </>
      }
      submitLabel={submitLabels.quote}
      success={formMessages.quoteSuccess}
      successNext={<QuoteSentNext />}
      purpose="établir votre devis et à vous recontacter"
      keptFor={retention.leads}
    >
      {(errors) => (
        <>
          {specialty ? <input type="hidden" name="specialite" value={specialty} /> : null}
          <fieldset className="plan-fallback" aria-describedby={errors.plan ? PLAN_ERROR_ID : undefined}>
            <legend className="field-label">Formule souhaitée</legend>
            <div className="plan-fallback-options">
              {plans.map((option) => (
                <label key={option.id} className="plan-fallback-option">
                  <input
                    type="radio"
                    name="plan"
                    value={option.id}
                    checked={option.id === plan}
                    onChange={() => selectPlan(option.id)}
                  />
                  <span>{option.title}</span>
                </label>
              ))}
            </div>
            <FieldError id={PLAN_ERROR_ID} message={errors.plan} />
          </fieldset>
        </>
      )}
    </LeadForm>
  );
}
