import { createContext, useContext } from 'react';
import type { ContactDetails } from '../shared/contactDetails';
import type { SocialLinks } from '../shared/site';
import type { IslandComponents } from './islands/registry';

/** What the client bundle is made of, read from the build's manifest. */
export interface AssetManifest {
  /** The one stylesheet. */
  css: string;
  /** Fonts to preload. */
  fonts: string[];
  /** The island loader, present only on pages that have islands. */
  entry: string;
}

/** Per-request facts a page may read while rendering on the server. */
export interface PageContext {
  /** Absolute origin used for canonical URLs, without trailing slash. */
  siteUrl: string;
  /** Path of the page being rendered, e.g. `/nos-tarifs`. */
  path: string;
  bookingUrl: string;
  videoEmbedUrl: string | undefined;
  social: SocialLinks;
  /** Phone, e-mail, address, hours: the settings (`npm run settings:contact`), or their examples. */
  contact: ContactDetails;
  assets: AssetManifest;
  /** Every island's component, loaded once by the server. */
  islands: IslandComponents;
}

export const PageContextReact = createContext<PageContext | null>(null);

export function usePage(): PageContext {
  const value = useContext(PageContextReact);
  if (!value) throw new Error('usePage() outside a page render');
  return value;
}
