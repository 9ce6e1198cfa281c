import type { ComponentProps, ComponentType } from 'react';

/**
 * Every island, by name: adding one is its component and one line here.
 * In the browser each import becomes a chunk of its own, fetched only when the
 * island wakes up (client/entry.ts); the server resolves them all once and
 * renders them synchronously (server/render/pageRenderer.ts).
 */
export const islandModules = {
  MobileMenu: () => import('./MobileMenu'),
  PlanCarousel: () => import('./PlanCarousel'),
  QuoteForm: () => import('./QuoteForm'),
  ContactForm: () => import('./ContactForm'),
  CallbackForm: () => import('./CallbackForm'),
  VideoCard: () => import('./VideoCard'),
  NewsletterForm: () => import('./NewsletterForm'),
  AnalyticsOptOut: () => import('./AnalyticsOptOut'),
  BlogList: () => import('./BlogList'),
  PlanFinder: () => import('./PlanFinder'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof islandModules;

type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandModules)[N]>>['default'];

/**
 * `T` when it survives JSON.stringify and JSON.parse unchanged (an undefined
 * property is left out, as when absent); a function, a Date or a class
 * instance anywhere inside becomes `never`, so that passing it fails to compile.
 */
export type JsonCompatible<T> = T extends (...args: never[]) => unknown
  ? never
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends readonly (infer Item)[]
      ? readonly JsonCompatible<Item>[]
      : T extends Date
        ? never
        : { [K in keyof T]: JsonCompatible<T[K]> };

/** An island's props: what its component takes, and only JSON, since they travel in the page. */
export type IslandProps<N extends IslandName> = JsonCompatible<ComponentProps<IslandComponent<N>>>;

export type IslandComponents = { [N in IslandName]: ComponentType<ComponentProps<IslandComponent<N>>> };

/** Loads every island's component (the server does, once). */
export async function loadIslandComponents(): Promise<IslandComponents> {
  const entries = await Promise.all(
    Object.entries(islandModules).map(async ([name, load]) => [name, (await load()).default] as const),
  );
  return Object.fromEntries(entries) as unknown as IslandComponents;
}
