import { Check, ChevronLeft, ChevronRight } from 'lucide-react';
import { plans, type PlanId } from '../../shared/plans';

export interface PlanCarouselProps {
  defaultPlan: PlanId;
  /** Level of the card titles: 3 under a section's h2 (default), 2 directly under the h1. */
  headingLevel?: 2 | 3;
}

/**
 * The four plan cards on a horizontally scrollable track (CSS scroll-snap), with
 * previous/next buttons and one dot per plan. This is the server-rendered initial
 * state: the selected card is the default plan. Reads only its props (island).
 */
export default function PlanCarousel({ defaultPlan, headingLevel = 3 }: PlanCarouselProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const selectedIndex = Math.max(0, plans.findIndex((plan) => plan.id === defaultPlan));
  return (
    <div className="plan-carousel" role="region" aria-roledescription="carrousel" aria-label="Nos formules">
      <div className="plan-track" id="formules-piste" role="group" tabIndex={0} aria-label="Formules, faites défiler horizontalement">
        <ul className="plan-list">
          {plans.map((plan, index) => {
            const selected = index === selectedIndex;
            return (
              <li
                key={plan.id}
                className="plan-slide"
                id={`formule-${plan.id}`}
                aria-roledescription="diapositive"
                aria-label={`${index + 1} sur ${plans.length}`}
              >
                <article
                  className={selected ? 'plan-card is-selected' : 'plan-card'}
                  data-plan={plan.id}
                  aria-labelledby={`formule-${plan.id}-titre`}
                >
                  <span className="plan-check" aria-hidden="true">
                    <Check focusable="false" />
                  </span>
                  <Heading className="plan-title" id={`formule-${plan.id}-titre`}>
                    {plan.title}
                  </Heading>
                  <p className="plan-badge">{plan.badge}</p>
                  <ul className="plan-features">
                    {plan.features.map((feature) => (
                      <li key={feature}>
                        <Check className="plan-feature-icon" aria-hidden="true" focusable="false" />
                        <span>{feature}</span>
                      </li>
                    ))}
                  </ul>
                  <p className="plan-bottom">{plan.bottomText}</p>
                  <button type="button" className="plan-select" aria-pressed={selected}>
                    {selected ? 'Formule sélectionnée' : 'Choisir cette formule'}
                    <span className="visually-hidden"> {plan.title}</span>
                  </button>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="plan-controls">
        <button type="button" className="plan-arrow" aria-label="Formule précédente" aria-controls="formules-piste">
          <ChevronLeft aria-hidden="true" focusable="false" />
        </button>
        <ul className="plan-dots">
          {plans.map((plan, index) => (
            <li key={plan.id}>
              <button
                type="button"
                className="plan-dot"
                aria-label={`Afficher la formule ${plan.title}`}
                aria-current={index === selectedIndex ? 'true' : undefined}
              >
                <span aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="plan-arrow" aria-label="Formule suivante" aria-controls="formules-piste">
          <ChevronRight aria-hidden="true" focusable="false" />
        </button>
      </div>
    </div>
  );
}
