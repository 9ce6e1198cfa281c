import { islandModules, type IslandName } from '../views/islands/registry';
import { openTargetDetails, redirectLegacyHash } from './legacyHash';
import { startReveal } from './reveal';
import { trackVisits } from './visits';
import { trackAttribution } from './attribution';

/**
 * Finds the islands the server rendered and hydrates each one when its strategy
 * says so. This file is tiny on purpose: React itself arrives with the first
 * island that needs it.
 */

type Strategy = 'visible' | 'interaction';

const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

function readProps(root: HTMLElement): object {
  const script = root.nextElementSibling;
  if (script instanceof HTMLScriptElement && script.dataset.islandProps === root.dataset.prefix) {
    return JSON.parse(script.textContent || '{}') as object;
  }
  return {};
}

const hydrations = new WeakMap<HTMLElement, Promise<void>>();

/** One hydration per island: a second caller waits for the first instead of returning early. */
function hydrate(root: HTMLElement): Promise<void> {
  let hydration = hydrations.get(root);
  if (!hydration) {
    hydration = mountNow(root);
    hydrations.set(root, hydration);
  }
  return hydration;
}

/**
 * Replays a click held while the island was not live: on the hydrated widget,
 * or, when its code could not load, as the browser would have done without
 * JavaScript (the link is followed, the form posts to its action).
 */
function replay(target: Element | null): void {
  if (!target?.isConnected) return;
  if (target instanceof HTMLElement) target.click();
  // An icon's <svg> or <path> is an Element, not an HTMLElement.
  else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
}

/**
 * Loads and hydrates the island. Whatever its strategy, a click that lands while
 * its code is on the way is held back and replayed once React has hydrated it:
 * a visitor never gets the no-JavaScript behaviour of a widget about to work,
 * and gets it when the widget cannot work (a deploy replaced the chunks, the
 * network failed).
 */
async function mountNow(root: HTMLElement): Promise<void> {
  root.dataset.hydrated = 'pending';
  let held: Element | null = null;
  const hold = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    held = event.target instanceof Element ? event.target : null;
  };
  root.addEventListener('click', hold, true);
  try {
    const load = islandModules[root.dataset.island as IslandName];
    if (!load) throw new Error(`Unknown island "${root.dataset.island}"`);
    const [{ default: Component }, { hydrateIsland }] = await Promise.all([load(), import('./hydrate')]);
    await hydrateIsland(root, Component as never, readProps(root), root.dataset.prefix ?? '');
    root.dataset.hydrated = 'true';
  } catch (err) {
    root.dataset.hydrated = 'failed';
    console.warn(`Island "${root.dataset.island}" could not start; the page works without it.`, err);
  } finally {
    root.removeEventListener('click', hold, true);
  }
  replay(held);
}

/**
 * Wakes the island up when its strategy says so: on the first sign of interest
 * (`interaction`) or once it scrolls into view (`visible`). Either way, a click
 * on it before then (a script's, or a visitor faster than the observer) starts
 * the hydration itself and is replayed once the island is live.
 */
function schedule(root: HTMLElement): void {
  let stopWatching = () => {};
  const start = () => {
    stopWatching();
    root.removeEventListener('click', firstClick, true);
    return hydrate(root);
  };
  const firstClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const target = event.target instanceof Element ? event.target : null;
    void start().then(() => replay(target));
  };
  root.addEventListener('click', firstClick, true);
  stopWatching =
    (root.dataset.hydrate as Strategy) === 'interaction' ? onInteraction(root, start) : onVisible(root, start);
}

/**
 * Calls `start` on the first pointer, touch, focus or key event inside the island,
 * or inside the ancestor its `data-wake-within` names; returns how to stop watching.
 */
function onInteraction(root: HTMLElement, start: () => void): () => void {
  const scope = (root.dataset.wakeWithin && root.closest<HTMLElement>(root.dataset.wakeWithin)) || root;
  const wake = () => start();
  for (const type of INTERACTION_EVENTS) scope.addEventListener(type, wake, { once: true, passive: true });
  return () => {
    for (const type of INTERACTION_EVENTS) scope.removeEventListener(type, wake);
  };
}

/** Calls `start` when the island comes within 200 px of the viewport; returns how to stop watching. */
function onVisible(root: HTMLElement, start: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    },
    { rootMargin: '200px' },
  );
  // The wrapper is `display: contents` and has no box of its own: watch its children.
  const targets = root.children.length ? [...root.children] : [root];
  for (const target of targets) observer.observe(target);
  return () => observer.disconnect();
}

function start(): void {
  if (redirectLegacyHash()) return;
  openTargetDetails();
  startReveal();
  for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) schedule(root);
  trackVisits();
  trackAttribution();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
