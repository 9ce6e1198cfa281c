import type { ComponentProps, ComponentType } from 'react';
import AnalyticsOptOut from './AnalyticsOptOut';
import ContactForm from './ContactForm';
import MobileMenu from './MobileMenu';
import NewsletterForm from './NewsletterForm';
import PlanCarousel from './PlanCarousel';
import QuoteForm from './QuoteForm';
import VideoCard from './VideoCard';
import BlogList from './BlogList';

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
  NewsletterForm,
  AnalyticsOptOut,
  BlogList,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof islandComponents;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof islandComponents)[N]>;
