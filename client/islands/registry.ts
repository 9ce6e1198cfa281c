import type { IslandName } from '../../views/islands';
import type { MountIsland } from '../mount';

/** One dynamic import per island: each becomes its own chunk, fetched only when needed. */
export const islandLoaders: Record<IslandName, () => Promise<{ default: MountIsland }>> = {
  MobileMenu: () => import('./MobileMenu'),
  PlanCarousel: () => import('./PlanCarousel'),
  QuoteForm: () => import('./QuoteForm'),
  ContactForm: () => import('./ContactForm'),
  VideoCard: () => import('./VideoCard'),
  NewsletterForm: () => import('./NewsletterForm'),
  AnalyticsOptOut: () => import('./AnalyticsOptOut'),
  BlogList: () => import('./BlogList'),
};
