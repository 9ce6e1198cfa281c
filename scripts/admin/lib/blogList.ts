import type { Knex } from 'knex';
import { describeStatus, STATUS_LABELS } from '../../../server/blog/importer';
import { previewAddresses } from '../../../server/blog/preview';
import type { publicationStatus } from '../../../server/blog/repo';
import { parisDay } from '../../../shared/dates';
import { plural } from '../../../shared/plural';
import { clip, textTable } from './tabular';

interface Listed {
  id: number;
  slug: string;
  title: string;
  author?: string | null;
  publishedAt: Date;
  status: ReturnType<typeof publicationStatus>;
}

/** Every article as a row of the table: number, date, status, slug, title, author. */
export function articlesTable(listed: Listed[]): string {
  const rows = listed.map((post) => [
    String(post.id),
    parisDay(post.publishedAt),
    STATUS_LABELS[post.status],
    post.slug,
    clip(post.title, 60),
    post.author ?? '',
  ]);
  return textTable(['n°', 'date', 'statut', 'slug', 'titre', 'auteur'], rows);
}

/** The articles not yet public, each with its status and its private preview address. */
export async function previewLines(db: Knex, siteUrl: string, listed: Listed[]): Promise<string[]> {
  const waiting = listed.filter((post) => post.status !== 'published');
  if (!waiting.length) return [];
  const preview = previewAddresses(db, siteUrl);
  const slugWidth = Math.max(...waiting.map((post) => post.slug.length));
  const lines = [
    '',
    'Pas encore publics (adresses d’aperçu privées, valables 30 jours ; quiconque en a une peut lire l’article) :',
  ];
  for (const post of waiting) {
    lines.push(`  ${post.slug.padEnd(slugWidth)}  ${describeStatus(post.status, post.publishedAt)}`);
    lines.push(`  ${' '.repeat(slugWidth)}  ${await preview(post.slug)}`);
  }
  return lines;
}

/** `3 articles dans … : 1 publié, 1 programmé, 1 brouillon`. */
export function countsLine(listed: Listed[], label: string): string {
  const count = (status: string) => listed.filter((post) => post.status === status).length;
  return (
    `${plural(listed.length, 'article', 'articles')} dans ${label} : ` +
    `${plural(count('published'), 'publié', 'publiés')}, ${plural(count('scheduled'), 'programmé', 'programmés')}, ${plural(count('draft'), 'brouillon', 'brouillons')}`
  );
}
