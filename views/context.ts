import { createContext, useContext } from 'react';
import type { OwnerFacts } from '../shared/ownerFacts';
import type { ContactDetails } from '../shared/contactDetails';
import type { SocialLinks } from '../shared/site';
import type { IslandComponents } from './islands/registry';
import type { Making } from './components/Static';

/** What the client bundle is made of, read from the build's manifest. */
export interface AssetManifest {
  /** The one stylesheet. */
  css: string;
  /** Fonts to preload. */
  fonts: string[];
  /** The island loader, present only on pages that have islands. */
  entry: string;
  /** The espace's script (passkeys), on the espace's pages only. */
  espace?: string;
}

/**
 * What every page shows alike, the same object for every request until one of its values
 * changes (a setting, on a content-change notification): `<Static>` parts are kept under it.
 */
export interface SiteContext {
  /**
   * The same object for every page one renderer makes (its addresses, its build): what a
   * `<Static>` part that shows no setting is kept under.
   */
  deployment: object;
  /** Absolute origin used for canonical URLs, without trailing slash. */
  siteUrl: string;
  bookingUrl: string;
  videoEmbedUrl: string | undefined;
  social: SocialLinks;
  /** Phone, e-mail, address, hours: the settings (`npm run settings:contact`), or their examples. */
  contact: ContactDetails;
  /** What only the owner can say (`npm run settings:facts`): the data's host, the agenda tools… */
  facts: OwnerFacts;
  assets: AssetManifest;
  /** Every island's component, loaded once by the server. */
  islands: IslandComponents;
}

/** Per-request facts a page may read while rendering on the server. */
export interface PageContext extends SiteContext {
  /** Path of the page being rendered, e.g. `/nos-tarifs`. */
  path: string;
  /** The site's part of this context, as one object (see SiteContext). */
  site: SiteContext;
  /** Set inside a `<Static>` part while it is made (views/components/Static.tsx). */
  insideStatic?: Making;
}

export const PageContextReact = createContext<PageContext | null>(null);

export function usePage(): PageContext {
  const value = useContext(PageContextReact);
  if (!value) throw new Error('usePage() outside a page render');
  return value;
}
