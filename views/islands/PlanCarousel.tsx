import { useRef } from 'react';
import { paths, quoteForPlan } from '../../shared/paths';
import { plans, type PlanId } from '../../shared/plans';
import { PlanCard } from './plan-carousel/PlanCard';
import { PlanControls } from './plan-carousel/PlanControls';
import { PlanPicker } from './plan-carousel/PlanPicker';
import { usePlanCarousel } from './plan-carousel/usePlanCarousel';

export interface PlanCarouselProps {
  defaultPlan: PlanId;
  /** Level of the card titles: 3 under a section's h2 (default), 2 directly under the h1. */
  headingLevel?: 2 | 3;
  /**
   * `pricing`: whole cards, each with one link to the quote form with its plan chosen, and a
   * closing button that carries the plan the visitor picked. `quote`: the quote page's compact
   * picker above the form, inside a disclosure that says the plan chosen.
   */
  variant: 'pricing' | 'quote';
  /** The quote page reached with a plan chosen (`?formule=…`): the picker starts closed. */
  collapsed?: boolean;
}

/**
 * The four plan cards on a horizontal track (CSS scroll-snap), with previous and next
 * buttons and one dot per plan (./plan-carousel/). The server renders the default plan
 * selected; the quote form follows the choice through shared/planSelection.
 */
export default function PlanCarousel({ defaultPlan, headingLevel = 3, variant, collapsed = false }: PlanCarouselProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const carousel = usePlanCarousel(defaultPlan);
  const { selectedIndex, picked, enhanced, select } = carousel;
  const pickerRef = useRef<HTMLDetailsElement>(null);
  const chosen = plans[selectedIndex]!;

  const track = (
    <section
      ref={carousel.rootRef}
      className={`plan-carousel plan-carousel-${variant}${enhanced ? ' is-enhanced' : ''}`}
      aria-roledescription="carrousel"
      aria-label="Nos formules"
      onKeyDown={carousel.onKeyDown}
    >
      <div
        ref={carousel.trackRef}
        className="plan-track"
        id="formules-piste"
        role="group"
        tabIndex={0}
        aria-label="Formules, faites défiler horizontalement"
        {...carousel.touch}
      >
        <ul className="plan-list">
          {plans.map((plan, index) => (
            <li
              key={plan.id}
              ref={(element) => {
                carousel.slideRefs.current[index] = element;
              }}
              className="plan-slide"
              id={`formule-${plan.id}`}
            >
              <PlanCard
                plan={plan}
                selected={index === selectedIndex}
                Heading={Heading}
                variant={variant === 'pricing' ? 'quote' : 'compact'}
                onSelect={() => {
                  select(index);
                  // A card chosen on the quote page: the picker folds back to say so, the form below.
                  if (variant === 'quote' && pickerRef.current) pickerRef.current.open = false;
                }}
              />
            </li>
          ))}
        </ul>
      </div>
      <PlanControls selectedIndex={selectedIndex} select={select} />
      <p className="visually-hidden" aria-live="polite">
        {carousel.announcement}
      </p>
      {variant === 'pricing' ? (
        <p className="center-action">
          <a
            href={picked ? quoteForPlan(picked) : paths.quote}
            className="btn btn-cta"
            data-cta={picked ? `tarifs-formule-${picked}` : 'tarifs-formules'}
          >
            {picked ? `Demander un devis pour ${chosen.title}` : 'Demander un devis gratuit'}
          </a>
        </p>
      ) : null}
    </section>
  );

  if (variant === 'pricing') return track;
  return (
    <PlanPicker choice={chosen.title} collapsed={collapsed} pickerRef={pickerRef}>
      {track}
    </PlanPicker>
  );
}
