import { Check } from 'lucide-react';
import { quoteForPlan, withCta } from '../../../shared/paths';
import type { Plan } from '../../../shared/plans';

export interface PlanCardProps {
  plan: Plan;
  selected: boolean;
  Heading: 'h2' | 'h3';
  /**
   * `quote`: the pricing page's card, whole, whose one action asks the quote for its plan
   * (outlined: the coral one of the section is the carousel's, under the cards, issue 48).
   * `compact`: the quote page's picker, title and badge, whose action chooses the plan.
   */
  variant: 'quote' | 'compact';
  onSelect: () => void;
}

/** One plan: its title in capitals, its badge, its features (not when compact), one action. */
export function PlanCard({ plan, selected, Heading, variant, onSelect }: PlanCardProps) {
  return (
    <article
      className={`plan-card plan-card-${variant}${selected ? ' is-selected' : ''}`}
      data-plan={plan.id}
      aria-labelledby={`formule-${plan.id}-titre`}
      onClick={onSelect}
    >
      <span className="plan-check" aria-hidden="true">
        <Check focusable="false" />
      </span>
      <Heading className="plan-title" id={`formule-${plan.id}-titre`}>
        {plan.title}
      </Heading>
      <p className="plan-badge">{plan.badge}</p>
      {variant === 'quote' ? (
        <>
          <ul className="plan-features">
            {plan.features.map((feature) => (
              <li key={feature}>
                <Check className="plan-feature-icon" aria-hidden="true" focusable="false" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <p className="plan-bottom">{plan.bottomText}</p>
          <a
            className="plan-quote btn btn-secondary"
            href={withCta(quoteForPlan(plan.id), `carte-formule-${plan.id}`)}
            data-cta={`carte-formule-${plan.id}`}
            onClick={(event) => event.stopPropagation()}
          >
            Demander un devis<span className="visually-hidden"> pour {plan.title}</span>
          </a>
        </>
      ) : (
        <button type="button" className="plan-select" aria-pressed={selected}>
          {selected ? 'Choisie' : 'Choisir'}
          <span className="visually-hidden"> {plan.title}</span>
        </button>
      )}
    </article>
  );
}
