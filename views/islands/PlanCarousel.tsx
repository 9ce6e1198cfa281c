import { Check, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { paths, quoteForPlan } from '../../shared/paths';
import { selectPlan } from '../../shared/planSelection';
import { plans, type PlanId } from '../../shared/plans';

export interface PlanCarouselProps {
  defaultPlan: PlanId;
  /** Level of the card titles: 3 under a section's h2 (default), 2 directly under the h1. */
  headingLevel?: 2 | 3;
  /**
   * The pricing page's: each card links to the quote form with its plan chosen, and the
   * closing button carries the plan the visitor picked (none picked: the form's default).
   */
  quoteLinks?: boolean;
}

/** A horizontal swipe longer than this, in CSS pixels, moves to the next or previous plan. */
const SWIPE_MIN = 40;

const wrap = (index: number) => (index + plans.length) % plans.length;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The four plan cards on a horizontal track (CSS scroll-snap), with previous and
 * next buttons and one dot per plan. One plan is selected: a click on its card,
 * its dot, the arrows (which loop), the arrow keys or a swipe select it, and the
 * track scrolls to it. The selection is announced to the quote form through
 * shared/planSelection. The server renders the default plan selected.
 */
export default function PlanCarousel({ defaultPlan, headingLevel = 3, quoteLinks = false }: PlanCarouselProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [selectedIndex, setSelectedIndex] = useState(() =>
    Math.max(
      0,
      plans.findIndex((plan) => plan.id === defaultPlan),
    ),
  );
  const [announcement, setAnnouncement] = useState('');
  /** The plan the visitor picked here, if any: the default shown selected is not a choice. */
  const [picked, setPicked] = useState<PlanId | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const slideRefs = useRef<(HTMLLIElement | null)[]>([]);
  const rootRef = useRef<HTMLElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  /** Scrolls the track, not the page, until the slide is entirely in view. */
  const reveal = (index: number) => {
    const track = trackRef.current;
    const slide = slideRefs.current[index];
    if (!track || !slide) return;
    const style = getComputedStyle(track);
    const start = track.getBoundingClientRect().left + parseFloat(style.paddingLeft);
    const end = track.getBoundingClientRect().right - parseFloat(style.paddingRight);
    const box = slide.getBoundingClientRect();
    if (box.left >= start - 1 && box.right <= end + 1) return;
    track.scrollBy({ left: box.left - start, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  const select = (index: number) => {
    const next = wrap(index);
    const plan = plans[next]!;
    setSelectedIndex(next);
    setPicked(plan.id);
    setAnnouncement(`Formule sélectionnée\u00a0: ${plan.title}`);
    selectPlan(plan.id);
    reveal(next);
  };

  // Once hydrated, horizontal swipes are ours (CSS `touch-action`), one plan at a time.
  // The selected card starts in view through CSS (`scroll-initial-target`), not here:
  // hydration may come after the visitor scrolled the track.
  useEffect(() => setEnhanced(true), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: selectedIndex - 1,
      ArrowRight: selectedIndex + 1,
      Home: 0,
      End: plans.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const next = wrap(target);
    select(next);
    // Keyboard users follow the selection when they were on a card's button or a dot.
    const focused = event.target as HTMLElement;
    const follow = focused.classList.contains('plan-select')
      ? '.plan-select'
      : focused.classList.contains('plan-dot')
        ? '.plan-dot'
        : null;
    if (follow) rootRef.current?.querySelectorAll<HTMLElement>(follow)[next]?.focus({ preventScroll: true });
  };

  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.touches[0];
    touchStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  };

  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < Math.abs(dy) * 1.2) return;
    select(selectedIndex + (dx < 0 ? 1 : -1));
  };

  return (
    <section
      ref={rootRef}
      className={enhanced ? 'plan-carousel is-enhanced' : 'plan-carousel'}
      aria-roledescription="carrousel"
      aria-label="Nos formules"
      onKeyDown={onKeyDown}
    >
      <div
        ref={trackRef}
        className="plan-track"
        id="formules-piste"
        role="group"
        tabIndex={0}
        aria-label="Formules, faites défiler horizontalement"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onTouchCancel={() => (touchStart.current = null)}
      >
        <ul className="plan-list">
          {plans.map((plan, index) => {
            const isSelected = index === selectedIndex;
            return (
              <li
                key={plan.id}
                ref={(element) => {
                  slideRefs.current[index] = element;
                }}
                className="plan-slide"
                id={`formule-${plan.id}`}
              >
                <article
                  className={isSelected ? 'plan-card is-selected' : 'plan-card'}
                  data-plan={plan.id}
                  aria-labelledby={`formule-${plan.id}-titre`}
                  onClick={() => select(index)}
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
                  <button type="button" className="plan-select" aria-pressed={isSelected}>
                    {isSelected ? 'Formule sélectionnée' : 'Choisir cette formule'}
                    <span className="visually-hidden"> {plan.title}</span>
                  </button>
                  {quoteLinks ? (
                    <a className="plan-quote" href={quoteForPlan(plan.id)} onClick={(event) => event.stopPropagation()}>
                      Demander un devis pour {plan.title}
                    </a>
                  ) : null}
                </article>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="plan-controls">
        <button
          type="button"
          className="plan-arrow"
          aria-label="Formule précédente"
          aria-controls="formules-piste"
          onClick={() => select(selectedIndex - 1)}
        >
          <ChevronLeft aria-hidden="true" focusable="false" />
        </button>
        <ul className="plan-dots">
          {plans.map((plan, index) => (
            <li key={plan.id}>
              <button
                type="button"
                className="plan-dot"
                aria-label={`Choisir la formule ${plan.title}`}
                aria-current={index === selectedIndex ? 'true' : undefined}
                onClick={() => select(index)}
              >
                <span aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="plan-arrow"
          aria-label="Formule suivante"
          aria-controls="formules-piste"
          onClick={() => select(selectedIndex + 1)}
        >
          <ChevronRight aria-hidden="true" focusable="false" />
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {quoteLinks ? (
        <p className="center-action">
          <a href={picked ? quoteForPlan(picked) : paths.quote} className="btn btn-cta">
            {picked
              ? `Demander un devis pour ${plans.find((plan) => plan.id === picked)!.title}`
              : 'Demander un devis gratuit'}
          </a>
        </p>
      ) : null}
    </section>
  );
}
