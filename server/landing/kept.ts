import { markPlaceholders, placeholderText, type LandingPage } from '../../shared/landing';
import { sanitizeArticleHtmlForPage } from '../content/sanitize';
import type { ContentChanges } from '../content/changed';
import { kept, KEPT_FALLBACK_MS } from '../db/kept';
import type { landingRepo } from './repo';

/** The pages of content/pages/, as their routes read them. */
export interface KeptLanding {
  /** One page as it is shown, or undefined when no such page was imported. */
  page(slug: string): Promise<LandingPage | undefined>;
}

/**
 * A page as its route shows it: the stored HTML through the articles' allowlist again
 * (the database is not trusted to hold only what the import wrote), the owner's
 * `[[à compléter : …]]` marked.
 */
function shown(page: LandingPage): LandingPage {
  const html = (text: string) => markPlaceholders(sanitizeArticleHtmlForPage(text));
  return {
    ...page,
    lead: placeholderText(page.lead),
    content: html(page.content),
    sections: page.sections.map((section) => ({ ...section, html: html(section.html) })),
  };
}

/**
 * The landing pages, read and sanitised once and kept until content changes (as the
 * settings and the people are, server/db/kept.ts): `content:import` notifies every
 * instance, which emits « content changed » (server/content/changed.ts). An uncached speciality,
 * questions or pricing page then costs no query and no sanitising for them.
 */
export function keptLanding(
  repo: Pick<ReturnType<typeof landingRepo>, 'all'>,
  changes: Pick<ContentChanges, 'subscribe'>,
  ttlMs = KEPT_FALLBACK_MS,
): KeptLanding {
  const pages = kept(async () => new Map((await repo.all()).map((page) => [page.slug, shown(page)])), ttlMs);
  changes.subscribe(pages.drop);
  return { page: async (slug) => (await pages.get()).get(slug) };
}
