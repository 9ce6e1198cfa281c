import type { Request } from 'express';
import type { ReactElement } from 'react';
import { contactDetails, exampleContactDetails, type ContactDetails, type SocialLinks } from '../../shared/site';
import type { AssetManifest, PageContext } from '../../views/context';
import { loadIslandComponents, type IslandComponents } from '../../views/islands/registry';
import type { SettingsRepo } from '../db/settingsRepo';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { PageCache, RenderedPage } from './pageCache';
import { renderPageHtml, type PageLayout } from './renderPage';

export interface PageRendererDeps {
  env: Env;
  manifest: AssetManifest;
  settings: SettingsRepo;
  logger: Logger;
  /** Its clear() (content changed) drops the settings kept here too. */
  pageCache: PageCache;
}

/**
 * How long the settings every page shows (social links, contact details) are kept at most:
 * a page rendered outside the page cache then costs no database query. A
 * content change clears them at once, as it clears the pages.
 */
const SETTINGS_TTL_MS = 5_000;

/** The islands' components, loaded once per process and shared by every render. */
let islandComponents: Promise<IslandComponents> | undefined;

/** Loads what every page shows, then renders a page element into a whole document. */
export function createPageRenderer({ env, manifest, settings, logger, pageCache }: PageRendererDeps) {
  /** A setting read at most once per SETTINGS_TTL_MS, dropped when content changes. */
  function kept<T>(read: () => Promise<T>): { get(): Promise<T>; drop(): void } {
    let entry: { value: Promise<T>; readAt: number } | undefined;
    return {
      get() {
        if (!entry || Date.now() - entry.readAt > SETTINGS_TTL_MS) {
          const value = read();
          entry = { value, readAt: Date.now() };
          // A failed read is not kept: the next page asks again.
          value.catch(() => {
            if (entry?.value === value) entry = undefined;
          });
        }
        return entry.value;
      },
      drop: () => (entry = undefined),
    };
  }
  const socialLinks = kept<SocialLinks>(() => settings.getSocialLinks());
  /** The last details read: an error page while the database is away shows them rather than the examples. */
  let lastContact: ContactDetails | undefined;
  const contact = kept<ContactDetails>(async () => (lastContact = contactDetails(await settings.getContact())));
  pageCache.onClear(() => {
    socialLinks.drop();
    contact.drop();
  });

  /** Data every page shows (the footer's social links and contact details). */
  async function pageContext(path: string): Promise<{ context: PageContext; complete: boolean }> {
    let complete = true;
    const [social, contactDetailsShown, islands] = await Promise.all([
      socialLinks.get().catch((err: unknown) => {
        // The spec treats a failure to read the social links as "no links".
        logger.warn({ err }, 'social links unavailable, rendering without them');
        complete = false;
        return {};
      }),
      contact.get().catch((err: unknown) => {
        logger.warn({ err }, 'contact details unavailable, rendering the last ones read (or the examples)');
        complete = false;
        return lastContact ?? exampleContactDetails;
      }),
      (islandComponents ??= loadIslandComponents()),
    ]);
    return {
      complete,
      context: {
        siteUrl: env.SITE_URL,
        path,
        bookingUrl: env.BOOKING_URL,
        videoEmbedUrl: env.VIDEO_EMBED_URL,
        social,
        contact: contactDetailsShown,
        assets: manifest,
        islands,
      },
    };
  }

  /** Renders `element` for this request; not cacheable when data was missing. */
  async function render(req: Request, status: number, element: ReactElement, layout?: PageLayout): Promise<RenderedPage> {
    const { context, complete } = await pageContext(req.path);
    const controller = new AbortController();
    req.once('close', () => controller.abort());
    return { status, body: await renderPageHtml(context, element, controller.signal, layout), cacheable: complete };
  }

  return { render };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
