import { islandLoaders } from './islands/registry';
import { redirectLegacyHash } from './legacyHash';
import { startReveal } from './reveal';
import { trackVisits } from './visits';

/**
 * Finds the islands the server rendered and hydrates each one when its strategy
 * says so. This file is tiny on purpose: React itself arrives with the first
 * island that needs it.
 */

type Strategy = 'load' | 'idle' | 'visible' | 'interaction';

const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

function readProps(root: HTMLElement): unknown {
  const script = root.nextElementSibling;
  if (script instanceof HTMLScriptElement && script.dataset.islandProps === root.dataset.prefix) {
    return JSON.parse(script.textContent || '{}');
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

/** Replays a click held while the island was not live yet. */
function replay(target: Element | null): void {
  if (!target?.isConnected) return;
  if (target instanceof HTMLElement) target.click();
  // An icon's <svg> or <path> is an Element, not an HTMLElement.
  else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
}

/**
 * Loads and mounts the island. Whatever its strategy, a click that lands while
 * its code is on the way is held back and replayed once it is live: a visitor
 * never gets the no-JavaScript behaviour of a widget that is about to work.
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
    const name = root.dataset.island as keyof typeof islandLoaders;
    const load = islandLoaders[name];
    if (!load) {
      console.warn(`Unknown island "${name}"`);
      return;
    }
    const { default: mountIsland } = await load();
    mountIsland(root, readProps(root), root.dataset.prefix ?? '');
    root.dataset.hydrated = 'true';
  } finally {
    root.removeEventListener('click', hold, true);
  }
  replay(held);
}

/**
 * Hydrates on the first sign of interest. A click with no pointer, focus or key
 * event before it (a script's, say) starts the hydration itself and is replayed.
 */
function onInteraction(root: HTMLElement): void {
  const start = () => {
    for (const type of INTERACTION_EVENTS) root.removeEventListener(type, start);
    root.removeEventListener('click', firstClick, true);
    return hydrate(root);
  };
  const firstClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const target = event.target instanceof Element ? event.target : null;
    void start().then(() => replay(target));
  };
  for (const type of INTERACTION_EVENTS) root.addEventListener(type, start, { once: true, passive: true });
  root.addEventListener('click', firstClick, true);
}

function schedule(root: HTMLElement): void {
  const strategy = (root.dataset.hydrate ?? 'load') as Strategy;
  switch (strategy) {
    case 'idle':
      if ('requestIdleCallback' in window) requestIdleCallback(() => void hydrate(root), { timeout: 2_000 });
      else setTimeout(() => void hydrate(root), 200);
      break;
    case 'visible': {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            void hydrate(root);
          }
        },
        { rootMargin: '200px' },
      );
      // The wrapper is `display: contents` and has no box of its own: watch its children.
      const targets = root.children.length ? [...root.children] : [root];
      for (const target of targets) observer.observe(target);
      break;
    }
    case 'interaction':
      onInteraction(root);
      break;
    default:
      void hydrate(root);
  }
}

function start(): void {
  if (redirectLegacyHash()) return;
  startReveal();
  for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) schedule(root);
  trackVisits();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
