import type { ComponentProps, ComponentType } from 'react';
import ContactForm from './ContactForm';
import MobileMenu from './MobileMenu';
import PlanCarousel from './PlanCarousel';
import QuoteForm from './QuoteForm';
import VideoCard from './VideoCard';

/**
 * Every island the server can render, by name. The browser's counterpart is
 * client/islands/registry.ts, which loads each one as its own chunk.
 */
export const islandComponents = {
  MobileMenu,
  PlanCarousel,
  QuoteForm,
  ContactForm,
  VideoCard,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof islandComponents;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof islandComponents)[N]>;
