/**
 * Scroll reveal: sections marked `.reveal` fade up once when 15 % of them enters
 * the viewport, then stay. The stylesheet hides them only while <html> carries
 * `reveal-ready`, which this module sets after it has marked what is already on
 * screen as shown: if the script never runs, nothing is ever hidden, and nothing
 * above the fold waits for JavaScript. Reduced motion: everything simply shows.
 * Several sections arriving together are staggered by 100 ms steps
 * (`data-reveal-delay`, 1 to 8, also usable by hand on the children of a section).
 */
const READY = 'reveal-ready';
const REVEALED = 'is-revealed';
const MAX_STEP = 8;

export function startReveal(): void {
  if (!('IntersectionObserver' in window) || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const elements = [...document.querySelectorAll<HTMLElement>('.reveal:not(.is-revealed)')];
  const viewportHeight = window.innerHeight;
  const waiting = elements.filter((element) => {
    // On screen (or above it) already: shown as it is, without animation.
    if (element.getBoundingClientRect().top < viewportHeight) {
      element.classList.add(REVEALED);
      return false;
    }
    return true;
  });
  if (!waiting.length) return;

  const show = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => {
    let step = 0;
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const element = entry.target as HTMLElement;
      observer.unobserve(element);
      if (step > 0 && !element.dataset.revealDelay) element.dataset.revealDelay = String(Math.min(step, MAX_STEP));
      step += 1;
      element.classList.add(REVEALED);
    }
  };
  // 15 % of the element; but 15 % of a section taller than six screens never fits in
  // one, so those are shown once they fill the bottom 15 % of the viewport instead.
  const byRatio = new IntersectionObserver(show, { threshold: 0.15 });
  const byViewport = new IntersectionObserver(show, { threshold: 0, rootMargin: '0px 0px -15% 0px' });
  try {
    for (const element of waiting) {
      const tall = element.getBoundingClientRect().height * 0.15 > viewportHeight * 0.5;
      (tall ? byViewport : byRatio).observe(element);
    }
    document.documentElement.classList.add(READY);
  } catch {
    for (const element of waiting) element.classList.add(REVEALED);
  }
}
