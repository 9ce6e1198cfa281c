import { ArrowRight, Check } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { paths, quoteFromFinder, FINDER_CTA } from '../../shared/paths';
import {
  DEFAULT_MINUTES_PER_CALL,
  FINDER_KEYS,
  finderQuery,
  frenchNumber,
  MINUTES_SOURCE,
  monthlyPhoneTime,
  readFinderAnswers,
  recommendPlan,
  structureLabels,
  structures,
  weekendLabels,
  weekendOptions,
  WORKING_DAYS_PER_MONTH,
  type FinderAnswers,
  type FinderKey,
  type FinderValues,
} from '../../shared/planFinder';
import { plans } from '../../shared/plans';
import { FieldError, FieldShell } from '../components/FormFields';

export interface PlanFinderProps {
  /** The answers as sent in the address (the GET form without JavaScript), if any. */
  values?: FinderValues | undefined;
}

const FORM = 'formule';
/** The result's anchor: the GET form's action names it, so that the answer scrolls into view. */
export const FINDER_RESULT_ID = 'conseil';

/**
 * What a number field shows back: a browser never sends anything but digits from one, so any
 * other text came in a hand-written address; its message says what is wrong, the field stays empty.
 */
const digits = (value: string | undefined) => (value && /^\d+$/.test(value) ? value : '');

/** The answers of the form as they stand. */
function valuesOf(form: HTMLFormElement): FinderValues {
  const data = new FormData(form);
  const values: FinderValues = {};
  for (const key of FINDER_KEYS) {
    const value = data.get(key);
    if (typeof value === 'string') values[key] = value;
  }
  return values;
}

/**
 * « Quelle formule pour mon cabinet ? »: a GET form to `/quelle-formule` that the server
 * answers without JavaScript; hydrated, the same reading (shared/planFinder.ts) answers in
 * place, in a live region, and keeps the address in step so that it can be shared.
 */
export default function PlanFinder({ values = {} }: PlanFinderProps) {
  const sent = FINDER_KEYS.some((key) => key in values);
  const [reading, setReading] = useState(() => (sent ? readFinderAnswers(values) : null));
  const shown = useRef(sent);

  const answer = (form: HTMLFormElement, submitted: boolean) => {
    const next = readFinderAnswers(valuesOf(form));
    // While typing, a result already shown follows valid answers; messages wait for the button.
    if (!submitted && next.errors) return;
    setReading(next);
    shown.current = true;
    if (next.answers) {
      window.history.replaceState(null, '', `${paths.planFinder}?${finderQuery(next.answers).toString()}`);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    answer(event.currentTarget, true);
    document.getElementById(FINDER_RESULT_ID)?.scrollIntoView({ block: 'nearest' });
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (shown.current) answer(event.currentTarget, false);
  };

  const errors: Partial<Record<FinderKey, string>> = reading?.errors ?? {};
  return (
    <>
      <form
        className="form finder-form"
        method="get"
        action={`${paths.planFinder}#${FINDER_RESULT_ID}`}
        onSubmit={onSubmit}
        onChange={onChange}
      >
        <FieldShell
          form={FORM}
          name="praticiens"
          label="Combien de praticiens exercent dans votre cabinet ?"
          required
          error={errors.praticiens}
          control={(aria) => (
            <input
              {...aria}
              type="number"
              className="field-input finder-number"
              min={1}
              max={200}
              step={1}
              inputMode="numeric"
              defaultValue={digits(values.praticiens)}
            />
          )}
        />
        <Choice
          name="structure"
          legend="Vous exercez dans…"
          options={structures.map((value) => [value, structureLabels[value]])}
          value={values.structure}
          error={errors.structure}
        />
        <Choice
          name="conges"
          legend="Pendant les congés de votre secrétaire, voulez-vous que l’accueil continue ?"
          options={[
            ['oui', 'Oui, avec une remplaçante'],
            ['non', 'Non, ce n’est pas nécessaire'],
          ]}
          value={values.conges}
          error={errors.conges}
        />
        <Choice
          name="weekend"
          legend="Avez-vous besoin d’une permanence le week-end ?"
          options={weekendOptions.map((value) => [value, weekendLabels[value]])}
          value={values.weekend}
          error={errors.weekend}
        />
        <div className="finder-figures">
          <FieldShell
            form={FORM}
            name="appels"
            label="Appels reçus par jour (facultatif)"
            hint="Du lundi au vendredi, si vous le savez : pour estimer le temps de téléphone confié."
            error={errors.appels}
            control={(aria) => (
              <input
                {...aria}
                type="number"
                className="field-input finder-number"
                min={1}
                max={2000}
                step={1}
                inputMode="numeric"
                defaultValue={digits(values.appels)}
              />
            )}
          />
          <FieldShell
            form={FORM}
            name="minutes"
            label="Durée moyenne d’un appel, en minutes"
            hint={
              <>
                {frenchNumber(DEFAULT_MINUTES_PER_CALL)} min par défaut, soit 2 min 12 s&nbsp;: une hypothèse à ajuster
                selon votre cabinet. Source&nbsp;:{' '}
                <a href={MINUTES_SOURCE.href} rel="noopener noreferrer">
                  {MINUTES_SOURCE.label}
                </a>
                .
              </>
            }
            error={errors.minutes}
            control={(aria) => (
              <input
                {...aria}
                type="text"
                className="field-input finder-number"
                inputMode="decimal"
                autoComplete="off"
                defaultValue={values.minutes ?? frenchNumber(DEFAULT_MINUTES_PER_CALL)}
              />
            )}
          />
        </div>
        <button type="submit" className="btn btn-cta finder-submit">
          Voir la formule conseillée
        </button>
      </form>
      <div id={FINDER_RESULT_ID} className="finder-result-slot" aria-live="polite">
        {reading?.answers ? <FinderResult answers={reading.answers} /> : null}
        {reading?.errors ? (
          <p className="form-problem finder-problem">
            Certaines réponses sont à corriger : voyez les messages ci-dessus.
          </p>
        ) : null}
      </div>
    </>
  );
}

/** A question answered by one choice among a few: a fieldset, its legend, radio buttons. */
function Choice({
  name,
  legend,
  options,
  value,
  error,
}: {
  name: FinderKey;
  legend: string;
  options: [string, string][];
  value: string | undefined;
  error: string | undefined;
}) {
  const errorId = `${FORM}-${name}-erreur`;
  return (
    <fieldset
      className={error ? 'finder-choice is-invalid' : 'finder-choice'}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field-label">
        {legend}
        <span className="field-required" aria-hidden="true">
          {' *'}
        </span>
      </legend>
      <div className="finder-options">
        {options.map(([option, label]) => (
          <label key={option} className="finder-option">
            <input type="radio" name={name} value={option} required defaultChecked={value === option} />
            <span>{label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** The plan recommended, why, what goes beside it, the phone time handed over, and the quote's link. */
export function FinderResult({ answers }: { answers: FinderAnswers }) {
  const recommendation = recommendPlan(answers);
  const plan = plans.find((candidate) => candidate.id === recommendation.plan)!;
  const time = monthlyPhoneTime(answers);
  return (
    <section className="finder-result" aria-labelledby="conseil-titre" data-plan={plan.id}>
      <p className="eyebrow">Notre conseil</p>
      <h2 id="conseil-titre">
        La formule <span className="finder-plan">{plan.title}</span>
      </h2>
      <p className="finder-badge">{plan.badge}</p>
      <h3 className="finder-subtitle">Pourquoi cette formule</h3>
      <ul className="finder-reasons">
        {recommendation.reasons.map((reason) => (
          <li key={reason}>
            <Check aria-hidden="true" focusable="false" />
            <span>{reason}</span>
          </li>
        ))}
      </ul>
      {recommendation.alongside ? <p className="finder-alongside">{recommendation.alongside.reason}</p> : null}
      {recommendation.note ? <p className="finder-alongside">{recommendation.note}</p> : null}
      <h3 className="finder-subtitle">Le téléphone que vous confiez</h3>
      {time && answers.callsPerDay !== null ? (
        <p className="finder-time">
          Environ <strong>{time.text}</strong> de téléphone par mois&nbsp;: {answers.callsPerDay} appels par jour ×{' '}
          {frenchNumber(answers.minutesPerCall)}&nbsp;min × {frenchNumber(Math.round(WORKING_DAYS_PER_MONTH * 10) / 10)}{' '}
          jours du lundi au vendredi (5&nbsp;jours × 52&nbsp;semaines ÷ 12). Une estimation faite de vos chiffres, pas
          une promesse.
        </p>
      ) : (
        <p className="finder-time">
          Indiquez vos appels par jour pour estimer le temps de téléphone que vous confiez chaque mois.
        </p>
      )}
      <div className="button-row">
        <a className="btn btn-cta" href={quoteFromFinder(plan.id, finderQuery(answers))} data-cta={FINDER_CTA}>
          Demander un devis pour cette formule
          <ArrowRight aria-hidden="true" focusable="false" />
        </a>
        <a className="btn btn-secondary" href={paths.pricing}>
          Comparer les quatre formules
        </a>
      </div>
    </section>
  );
}
