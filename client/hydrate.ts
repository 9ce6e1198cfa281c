import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Hydrated } from '../views/islands/Hydrated';

/**
 * Hydrates one island root with the prefix the server used (so `useId` values
 * match) and resolves once React has hydrated it: its event handlers are live.
 * Loaded with the first island, beside React, never by the page itself.
 */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<object>,
  props: object,
  identifierPrefix: string,
): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(
      element,
      createElement(Hydrated, { onHydrated: () => resolve(), children: createElement(Component, props) }),
      { identifierPrefix },
    );
  });
}
