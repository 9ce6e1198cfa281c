import type { Knex } from 'knex';
import type { LandingKind, LandingPage, QuestionSection } from '../../shared/landing';

/**
 * The pages the owner writes in content/pages/ (table `site_pages`): one per
 * speciality, the page for Belgian practices, the questions before signing.
 */
export interface LandingInput {
  slug: string;
  kind: LandingKind;
  name: string;
  title: string;
  seoTitle: string | null;
  description: string;
  lead: string;
  content: string;
  sections: QuestionSection[];
  pricing: string[];
  articles: string[];
  placeholders: string[];
  sourceHash: string;
  sourceFile: string | null;
}

interface Row {
  slug: string;
  kind: string;
  name: string;
  title: string;
  seo_title: string | null;
  description: string;
  lead: string;
  content: string;
  sections: string;
  pricing: string;
  articles: string;
  placeholders: string;
  updated_at: Date | string;
}

const list = <T>(text: string): T[] => {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
};

function toPage(row: Row): LandingPage {
  return {
    slug: row.slug,
    kind: row.kind as LandingKind,
    name: row.name,
    title: row.title,
    seoTitle: row.seo_title,
    description: row.description,
    lead: row.lead,
    content: row.content,
    sections: list<QuestionSection>(row.sections),
    pricing: list<string>(row.pricing),
    articles: list<string>(row.articles),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export function landingRepo(db: Knex) {
  return {
    async find(slug: string): Promise<LandingPage | undefined> {
      const row: Row | undefined = await db('site_pages').where({ slug }).first();
      return row ? toPage(row) : undefined;
    },

    /** Every page imported, as stored. */
    async all(): Promise<LandingPage[]> {
      const rows: Row[] = await db('site_pages').select('*').orderBy('slug');
      return rows.map(toPage);
    },

    async sourceHashOf(slug: string): Promise<string | undefined> {
      const row: { source_hash: string } | undefined = await db('site_pages').where({ slug }).first('source_hash');
      return row?.source_hash;
    },

    async upsert(page: LandingInput): Promise<void> {
      const row = {
        slug: page.slug,
        kind: page.kind,
        name: page.name,
        title: page.title,
        seo_title: page.seoTitle,
        description: page.description,
        lead: page.lead,
        content: page.content,
        sections: JSON.stringify(page.sections),
        pricing: JSON.stringify(page.pricing),
        articles: JSON.stringify(page.articles),
        placeholders: JSON.stringify(page.placeholders),
        source_hash: page.sourceHash,
        source_file: page.sourceFile,
        updated_at: db.fn.now(),
      };
      await db('site_pages').insert(row).onConflict('slug').merge();
    },

    /** Each page's slug, kind, source's hash and last import: the sitemap's entries. */
    async changes(): Promise<{ slug: string; kind: LandingKind; sourceHash: string; updatedAt: Date }[]> {
      const rows: { slug: string; kind: string; source_hash: string; updated_at: Date | string }[] = await db(
        'site_pages',
      )
        .select('slug', 'kind', 'source_hash', 'updated_at')
        .orderBy('slug');
      return rows.map((row) => ({
        slug: row.slug,
        kind: row.kind as LandingKind,
        sourceHash: row.source_hash,
        updatedAt: new Date(row.updated_at),
      }));
    },

    /** Every page, or none before the migrations that create the table (`npm run preflight`). */
    async allIfCreated(): Promise<LandingPage[]> {
      return (await db.schema.hasTable('site_pages')) ? this.all() : [];
    },

    /** What the owner has still to fill in, page by page (`npm run preflight`). */
    async placeholders(): Promise<{ slug: string; labels: string[] }[]> {
      // Preflight may run before the migrations that create the table.
      if (!(await db.schema.hasTable('site_pages'))) return [];
      const rows: { slug: string; placeholders: string }[] = await db('site_pages')
        .select('slug', 'placeholders')
        .orderBy('slug');
      return rows
        .map((row) => ({ slug: row.slug, labels: list<string>(row.placeholders) }))
        .filter((row) => row.labels.length);
    },
  };
}
