import type { PlanId } from './plans';

/**
 * The plan chosen in the carousel, shared with the quote form: two islands, two
 * React roots, so a tiny store on `window` events rather than React context.
 * Until the visitor picks a plan there is none, and the form keeps its default.
 */
export const PLAN_EVENT = 'secretalia:plan';

let selected: PlanId | null = null;

export function selectPlan(plan: PlanId): void {
  selected = plan;
  window.dispatchEvent(new CustomEvent<PlanId>(PLAN_EVENT, { detail: plan }));
}

export function selectedPlan(): PlanId | null {
  return selected;
}

/** Subscribes in the shape `useSyncExternalStore` expects. */
export function onPlanSelected(listener: () => void): () => void {
  window.addEventListener(PLAN_EVENT, listener);
  return () => window.removeEventListener(PLAN_EVENT, listener);
}
