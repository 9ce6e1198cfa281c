import { useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { selectPlan } from '../../../shared/planSelection';
import { plans, type PlanId } from '../../../shared/plans';

/** A horizontal swipe longer than this, in CSS pixels, moves to the next or previous plan. */
const SWIPE_MIN = 40;

const wrap = (index: number) => (index + plans.length) % plans.length;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The carousel's state and gestures: one plan selected (a card, a dot, the looping
 * arrows, the arrow keys or a swipe), announced to the quote form through
 * shared/planSelection, the track scrolled (not the page) until the card is in view.
 */
export function usePlanCarousel(defaultPlan: PlanId) {
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

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
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
    const follow = ['.plan-select', '.plan-dot'].find((selector) => focused.matches(selector));
    if (follow) rootRef.current?.querySelectorAll<HTMLElement>(follow)[next]?.focus({ preventScroll: true });
  };

  const touch = {
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      const first = event.touches[0];
      touchStart.current = event.touches.length === 1 && first ? { x: first.clientX, y: first.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      const start = touchStart.current;
      const last = event.changedTouches[0];
      touchStart.current = null;
      if (!start || !last) return;
      const dx = last.clientX - start.x;
      const dy = last.clientY - start.y;
      if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < Math.abs(dy) * 1.2) return;
      select(selectedIndex + (dx < 0 ? 1 : -1));
    },
    onTouchCancel: () => {
      touchStart.current = null;
    },
  };

  return { selectedIndex, announcement, picked, enhanced, trackRef, slideRefs, rootRef, select, onKeyDown, touch };
}
