import { createContext, useContext } from 'react';
import type { SocialLinks } from '../shared/site';

/** What the client bundle is made of, read from the build's manifest. */
export interface AssetManifest {
  /** The one stylesheet. */
  css: string;
  /** Fonts to preload. */
  fonts: string[];
  /** The island loader, present only on pages that have islands. */
  entry: string;
  /** For each island, its chunk first, then the chunks it imports statically. */
  islands: Record<string, string[]>;
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
  assets: AssetManifest;
}

export const PageContextReact = createContext<PageContext | null>(null);

export function usePage(): PageContext {
  const value = useContext(PageContextReact);
  if (!value) throw new Error('usePage() outside a page render');
  return value;
}
