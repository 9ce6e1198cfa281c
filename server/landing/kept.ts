import type { LandingPage } from '../../shared/landing';
import {
  hiddenBecause,
  hiddenBlocks,
  missingIn,
  textWithFacts,
  withFacts,
  type ContentFacts,
} from '../../shared/ownerFacts';
import { oneLineText } from '../../shared/plainText';
import { sanitizeArticleHtmlForPage } from '../content/sanitize';
import type { ContentChanges } from '../content/changed';
import { kept, KEPT_FALLBACK_MS } from '../db/kept';
import type { landingRepo } from './repo';

/** The pages of content/pages/, as their routes read them. */
export interface KeptLanding {
  /** One page as visitors see it, or undefined when no such page was imported. */
  page(slug: string): Promise<LandingPage | undefined>;
  /** One page as the owner's preview shows it: every question kept, each missing fact marked. */
  preview(slug: string): Promise<LandingPage | undefined>;
  /** What content may name (`{{key}}`): the owner's facts and the opening hours, for the blog's articles too. */
  facts(): Promise<ContentFacts>;
}

/**
 * A page as its route shows it: the stored HTML through the articles' allowlist again
 * (the database is not trusted to hold only what the import wrote), the owner's facts in
 * place (`{{key}}`, shared/ownerFacts.ts). For visitors, a question whose answer needs a
 * fact not set (`{{key}}`, not `{{key?}}`), or still holds a `[[…]]` placeholder, is left
 * out, as is any other paragraph that does; the preview keeps them, each said « Masqué
 * aux visiteurs » with the fact it lacks (the espace's /espace/apercu).
 */
export function shown(page: LandingPage, facts: ContentFacts, preview = false): LandingPage {
  const html = (text: string, mode: boolean | 'tokens' = preview) =>
    withFacts(sanitizeArticleHtmlForPage(text), facts, mode);
  const lacking = (section: LandingPage['sections'][number]) => missingIn(section.html, facts, { required: true });
  const sections = preview ? page.sections : page.sections.filter((section) => !lacking(section).length);
  return {
    ...page,
    lead: textWithFacts(page.lead, facts, preview),
    description: textWithFacts(page.description, facts, preview),
    content: html(page.content),
    sections: sections.map((section) => {
      const missing = preview ? lacking(section) : [];
      // A question visitors do not see is said so once, on top, not again on each of its paragraphs.
      return missing.length
        ? { ...section, html: html(section.html, 'tokens'), masked: hiddenBecause(missing).html }
        : { ...section, html: html(section.html) };
    }),
    pricing: page.pricing.filter((id) => sections.some((section) => section.id === id)),
  };
}

/**
 * The landing pages, read and sanitised once and kept until content changes (as the
 * settings and the people are, server/db/kept.ts): `content:import` and `settings:facts`
 * notify every instance, which emits « content changed » (server/content/changed.ts). An uncached
 * speciality, questions or pricing page then costs no query and no sanitising for them.
 */
export function keptLanding(
  repo: Pick<ReturnType<typeof landingRepo>, 'all'>,
  changes: Pick<ContentChanges, 'subscribe'>,
  facts: () => Promise<ContentFacts>,
  ttlMs = KEPT_FALLBACK_MS,
): KeptLanding {
  const stored = kept(async () => new Map((await repo.all()).map((page) => [page.slug, page])), ttlMs);
  const pages = kept(async () => {
    const [all, known] = await Promise.all([stored.get(), facts()]);
    return new Map([...all].map(([slug, page]) => [slug, shown(page, known)]));
  }, ttlMs);
  changes.subscribe(() => {
    stored.drop();
    pages.drop();
  });
  return {
    facts,
    page: async (slug) => (await pages.get()).get(slug),
    preview: async (slug) => {
      const [page, known] = await Promise.all([stored.get().then((all) => all.get(slug)), facts()]);
      return page && shown(page, known, true);
    },
  };
}

/** One thing of a page the public site leaves out, as the owner's preview lists it. */
export interface LeftOut {
  /** What: a question, or a paragraph (its first words). */
  what: string;
  /** Why, with the command that sets what it lacks (shared/ownerFacts.ts's hiddenBecause). */
  why: string;
}

const firstWords = (html: string) => {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': '’', nbsp: ' ' };
  const text = oneLineText(
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\{\{[^}]*\}\}/g, '…')
      .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name]!)
      .replace(/\s+/g, ' '),
  );
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/** What visitors do not see of a stored page for lack of a fact (or with a placeholder left), in reading order. */
export function leftOut(page: LandingPage, facts: ContentFacts): LeftOut[] {
  const paragraphs = (html: string, where = '') =>
    hiddenBlocks(html, facts).map(({ block, missing }) => ({
      what: `Un paragraphe${where}\u00a0: « ${firstWords(block)} »`,
      why: hiddenBecause(missing).text,
    }));
  return [
    ...paragraphs(page.content),
    ...page.sections.flatMap((section) => {
      const missing = missingIn(section.html, facts, { required: true });
      return missing.length
        ? [{ what: `La question « ${section.question} »`, why: hiddenBecause(missing).text }]
        : paragraphs(section.html, ` de la question « ${section.question} »`);
    }),
  ];
}
