import type { Request } from 'express';
import type { ReactElement } from 'react';
import {
  contactDetails,
  exampleContactDetails,
  type ContactDetails,
  type ContactSettings,
} from '../../shared/contactDetails';
import type { AssetManifest, PageContext, SiteContext } from '../../views/context';
import type { SocialLinks } from '../../shared/site';
import type { OwnerFacts } from '../../shared/ownerFacts';
import { loadIslandComponents, type IslandComponents } from '../../views/islands/registry';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { KeptSettings } from '../settings/kept';
import type { RenderedPage } from './pageCache';
import { renderPageHtml, type PageLayout } from './renderPage';

export interface PageRendererDeps {
  env: Env;
  manifest: AssetManifest;
  /** The settings every page shows, as their owner keeps them until content changes (server/routing/keptContent.ts). */
  settings: Pick<KeptSettings, 'socialLinks' | 'contact' | 'ownerFacts'>;
  logger: Logger;
}

/** What the pages show when the social links cannot be read: none (one object, so that parts are kept). */
const NO_SOCIAL_LINKS: SocialLinks = Object.freeze({});
const NO_FACTS: OwnerFacts = Object.freeze({});

/** The islands' components, loaded once per process and shared by every render. */
let islandComponents: Promise<IslandComponents> | undefined;

/** Loads what every page shows, then renders a page element into a whole document. */
export function createPageRenderer({ env, manifest, settings, logger }: PageRendererDeps) {
  /**
   * The last details read, made once per reading: an error page while the database is
   * away shows them rather than the examples.
   */
  let last: { from: ContactSettings; details: ContactDetails } | undefined;
  const contact = async () => {
    const from = await settings.contact();
    if (last?.from !== from) last = { from, details: contactDetails(from) };
    return last.details;
  };

  /**
   * The site's context, one object for as long as what it holds is the same (the kept
   * settings are, until content changes): the `<Static>` parts made under it serve every
   * page until then.
   */
  let site: SiteContext | undefined;
  /** This renderer's addresses and build, which no content changes. */
  const deployment = Object.freeze({});
  const siteContext = (
    social: SocialLinks,
    contact: ContactDetails,
    facts: OwnerFacts,
    islands: IslandComponents,
  ): SiteContext => {
    if (site?.social !== social || site.contact !== contact || site.facts !== facts || site.islands !== islands)
      site = {
        deployment,
        siteUrl: env.SITE_URL,
        bookingUrl: env.BOOKING_URL,
        videoEmbedUrl: env.VIDEO_EMBED_URL,
        social,
        contact,
        facts,
        assets: manifest,
        islands,
      };
    return site;
  };

  /** Data every page shows (the footer's social links and contact details). */
  async function pageContext(path: string): Promise<{ context: PageContext; complete: boolean }> {
    let complete = true;
    const [social, contactDetailsShown, facts, islands] = await Promise.all([
      settings.socialLinks().catch((err: unknown): SocialLinks => {
        // The spec treats a failure to read the social links as "no links".
        logger.warn({ err }, 'social links unavailable, rendering without them');
        complete = false;
        return NO_SOCIAL_LINKS;
      }),
      contact().catch((err: unknown) => {
        logger.warn({ err }, 'contact details unavailable, rendering the last ones read (or the examples)');
        complete = false;
        return last?.details ?? exampleContactDetails;
      }),
      settings.ownerFacts().catch((err: unknown): OwnerFacts => {
        // Without its facts a page says less (no host named), as it does before they are set.
        logger.warn({ err }, 'owner facts unavailable, rendering without them');
        complete = false;
        return NO_FACTS;
      }),
      (islandComponents ??= loadIslandComponents()),
    ]);
    const shared = siteContext(social, contactDetailsShown, facts, islands);
    return { complete, context: { ...shared, path, site: shared } };
  }

  /** Renders `element` for this request; not cacheable when data was missing. */
  async function render(
    req: Request,
    status: number,
    element: ReactElement,
    layout?: PageLayout,
  ): Promise<RenderedPage> {
    const { context, complete } = await pageContext(req.path);
    const controller = new AbortController();
    const clientGone = () => controller.abort();
    req.once('close', clientGone);
    try {
      return { status, body: await renderPageHtml(context, element, controller.signal, layout), cacheable: complete };
    } finally {
      // The request closes after every response: aborting a finished render would only
      // make an exception (its stack trace included) for nothing, once per page.
      req.off('close', clientGone);
    }
  }

  return { render, pageContext };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
