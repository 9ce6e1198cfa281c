import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { blogRepo } from '../db/blogRepo';
import type { DatabaseKind } from '../db/database';
import { notifyContentChanged } from '../db/changes';
import { ArticleError, parseArticle } from './markdown';

export type ImportOutcome = 'created' | 'updated' | 'unchanged';

export interface ImportReport {
  /** Per file, in the order they were read. */
  results: { file: string; slug: string; outcome: ImportOutcome }[];
  /** Files that could not be imported, with the reason (file and field named). */
  errors: { file: string; message: string }[];
  dryRun: boolean;
}

export interface ImportOptions {
  /** Reads and compares, writes nothing. */
  dryRun?: boolean;
  /** How file names appear in the report (default: as found). */
  displayPath?: (file: string) => string;
}

/** The Markdown files named by `inputs`: files as given, folders' `.md` files in name order. */
async function collectFiles(inputs: string[], errors: ImportReport['errors'], show: (file: string) => string): Promise<string[]> {
  const files: string[] = [];
  for (const input of inputs) {
    const stat = await fs.stat(input).catch(() => undefined);
    if (!stat) {
      errors.push({ file: show(input), message: 'no such file or folder' });
    } else if (stat.isDirectory()) {
      const names = (await fs.readdir(input)).filter((name) => name.toLowerCase().endsWith('.md')).sort();
      if (!names.length) errors.push({ file: show(input), message: 'no .md file in this folder' });
      files.push(...names.map((name) => path.join(input, name)));
    } else {
      files.push(input);
    }
  }
  return files;
}

/**
 * Imports Markdown articles (`npm run blog:import`): each file is read, validated,
 * turned into sanitised HTML and upserted by slug in a transaction of its own, so
 * that one bad file stops nothing else. A file whose source hash matches the stored
 * one is left alone. On Postgres, each change notifies the running servers.
 */
export async function importArticles(
  database: { db: Knex; kind: DatabaseKind },
  inputs: string[],
  { dryRun = false, displayPath = (file) => file }: ImportOptions = {},
): Promise<ImportReport> {
  const report: ImportReport = { results: [], errors: [], dryRun };
  const files = await collectFiles(inputs, report.errors, displayPath);
  const seen = new Map<string, string>();

  for (const file of files) {
    const shown = displayPath(file);
    try {
      const article = parseArticle(await fs.readFile(file, 'utf8'));
      const earlier = seen.get(article.slug);
      if (earlier) {
        report.errors.push({ file: shown, message: `slug: "${article.slug}" is already the slug of ${earlier} in this import` });
        continue;
      }
      seen.set(article.slug, shown);

      let outcome: ImportOutcome;
      if (dryRun) {
        const stored = await blogRepo(database.db).sourceHashOf(article.slug);
        outcome = !stored ? 'created' : stored.sourceHash === article.sourceHash ? 'unchanged' : 'updated';
      } else {
        outcome = await database.db.transaction(async (trx) => {
          const posts = blogRepo(trx);
          const stored = await posts.sourceHashOf(article.slug, { lock: true });
          if (stored?.sourceHash === article.sourceHash) return 'unchanged';
          if (stored) await posts.update(article);
          else await posts.insert(article);
          await notifyContentChanged(trx, database.kind);
          return stored ? 'updated' : 'created';
        });
      }
      report.results.push({ file: shown, slug: article.slug, outcome });
    } catch (err) {
      const message =
        err instanceof ArticleError
          ? err.message
          : (err as NodeJS.ErrnoException).code === 'EISDIR' || (err as NodeJS.ErrnoException).code === 'ENOENT'
            ? 'cannot be read'
            : `could not be saved (${err instanceof Error ? err.message : String(err)})`;
      report.errors.push({ file: shown, message });
    }
  }
  return report;
}

/** Counts of a report by outcome. */
export function summarize(report: ImportReport): Record<ImportOutcome | 'errors', number> {
  const count = (outcome: ImportOutcome) => report.results.filter((r) => r.outcome === outcome).length;
  return { created: count('created'), updated: count('updated'), unchanged: count('unchanged'), errors: report.errors.length };
}

/** The report as the admin reads it: one line per file, then the totals. */
export function formatReport(report: ImportReport): string {
  const lines: string[] = [];
  const verbs: Record<ImportOutcome, string> = report.dryRun
    ? { created: 'would create', updated: 'would update', unchanged: 'unchanged' }
    : { created: 'created', updated: 'updated', unchanged: 'unchanged' };
  const width = Math.max(...Object.values(verbs).map((verb) => verb.length), 'error'.length);
  for (const result of report.results) lines.push(`${verbs[result.outcome].padEnd(width)}  ${result.slug}  (${result.file})`);
  for (const error of report.errors) lines.push(`${'error'.padEnd(width)}  ${error.file}: ${error.message}`);
  const totals = summarize(report);
  lines.push(
    `${report.dryRun ? 'Dry run, nothing written: ' : ''}${totals.created} created, ${totals.updated} updated, ` +
      `${totals.unchanged} unchanged, ${totals.errors} error${totals.errors === 1 ? '' : 's'}`,
  );
  return lines.join('\n');
}
