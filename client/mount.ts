import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

export type MountIsland = (element: HTMLElement, props: unknown, identifierPrefix: string) => void;

/** Hydrates one island root with the prefix the server used, so `useId` values match. */
export function mount<P extends object>(Component: ComponentType<P>): MountIsland {
  return (element, props, identifierPrefix) => {
    hydrateRoot(element, createElement(Component, props as P), { identifierPrefix });
  };
}
