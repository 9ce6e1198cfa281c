import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { z } from 'zod';
import { SLUG_PATTERN } from '../../shared/blog';
import {
  BELGIUM_SLUG,
  landingKinds,
  QUESTIONS_SLUG,
  type LandingKind,
  type QuestionSection,
} from '../../shared/landing';
import { plural } from '../../shared/plural';
import { headLengthProblems } from '../../shared/seo';
import { PLACEHOLDER, specialtySlugs } from '../../shared/specialties';
import { notifyContentChanged } from '../db/changes';
import type { DatabaseKind } from '../db/database';
import { FrontMatterError, readFrontMatter } from '../content/frontMatter';
import { markdownToHtml, MAX_MARKDOWN_BYTES } from '../content/markdown';
import { landingRepo, type LandingInput } from './repo';

/**
 * The import of the pages the owner writes (`npm run content:import`): one
 * Markdown file per speciality, the page for Belgian practices, the questions
 * before signing. As the articles: every field checked, every problem named
 * with its file and field in French, a file with a problem not imported (the
 * others are), `--dry-run` checks all and writes nothing, a file whose text is
 * what is stored is left alone, and running servers show a change at once.
 */

const required = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'manque' : 'attendu du texte') })
    .trim()
    .min(1, 'manque')
    .max(max, `${max} caractères au plus`);

const optional = (max: number) =>
  z
    .string({ error: 'attendu du texte' })
    .trim()
    .max(max, `${max} caractères au plus`)
    .nullish()
    .transform((value) => value || null);

const textList = (what: string) =>
  z
    .array(
      z
        .string({ error: `attendu une liste de ${what}` })
        .trim()
        .min(1, `un élément vide dans la liste`),
      {
        error: `attendu une liste de ${what}, par exemple [premier, second]`,
      },
    )
    .nullish()
    .transform((value) => value ?? []);

const FIELDS = ['kind', 'slug', 'name', 'title', 'seoTitle', 'description', 'lead', 'articles', 'tarifs'];

const schema = z
  .strictObject(
    {
      kind: z.enum(landingKinds, {
        error: (issue) => (issue.input === undefined ? 'manque' : `attendu ${landingKinds.join(', ')}`),
      }),
      slug: required(80),
      name: required(60),
      title: required(200),
      seoTitle: optional(200),
      description: required(300),
      lead: required(800),
      articles: textList('slugs d’articles'),
      tarifs: textList('questions'),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `champ inconnu : ${issue.keys.join(', ')} (attendus : ${FIELDS.join(', ')})`
          : undefined,
    },
  )
  .superRefine((data, ctx) => {
    const problem = (pathName: string, message: string) => ctx.addIssue({ code: 'custom', path: [pathName], message });
    if (data.kind === 'specialite' && !(specialtySlugs as string[]).includes(data.slug))
      problem('slug', `attendu une des spécialités de la page des services : ${specialtySlugs.join(', ')}`);
    if (data.kind === 'belgique' && data.slug !== BELGIUM_SLUG) problem('slug', `attendu ${BELGIUM_SLUG}`);
    if (data.kind === 'questions' && data.slug !== QUESTIONS_SLUG) problem('slug', `attendu ${QUESTIONS_SLUG}`);
    for (const slug of data.articles)
      if (!SLUG_PATTERN.test(slug)) problem('articles', `« ${slug} » n’est pas un slug d’article`);
    if (data.kind !== 'questions' && data.tarifs.length)
      problem('tarifs', 'seule la page des questions (kind: questions) en a');
  });

export interface LandingReport {
  results: { file: string; slug: string; outcome: 'created' | 'updated' | 'unchanged'; warnings: string[] }[];
  errors: { file: string; message: string }[];
  dryRun: boolean;
}

/** What is wrong with a file, field by field. */
class PageError extends Error {}

/** An anchor for a question: its words, lowercase, without accents. */
export function anchorOf(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'question'
  );
}

/** The questions of the body: each `## ` heading and what follows it; what comes before is the introduction. */
function splitQuestions(body: string): { intro: string; sections: { question: string; markdown: string }[] } {
  const parts = body.split(/^##[ \t]+(.+?)[ \t#]*$/m);
  const sections: { question: string; markdown: string }[] = [];
  for (let i = 1; i < parts.length; i += 2) sections.push({ question: parts[i]!.trim(), markdown: parts[i + 1] ?? '' });
  return { intro: parts[0] ?? '', sections };
}

async function filesOf(inputs: string[], errors: LandingReport['errors'], show: (file: string) => string) {
  const files: string[] = [];
  for (const input of inputs) {
    const stat = await fsp.stat(input).catch(() => undefined);
    if (!stat) errors.push({ file: show(input), message: 'fichier ou dossier introuvable' });
    else if (stat.isDirectory()) {
      const names = (await fsp.readdir(input)).filter((name) => name.toLowerCase().endsWith('.md')).sort();
      if (!names.length) errors.push({ file: show(input), message: 'aucun fichier .md dans ce dossier' });
      files.push(...names.map((name) => path.join(input, name)));
    } else files.push(input);
  }
  return files;
}

/** A file read and checked, as it will be stored. */
function parsePage(source: string, file: string): { page: LandingInput; warnings: string[] } {
  let front;
  try {
    front = readFrontMatter(source);
  } catch (err) {
    if (err instanceof FrontMatterError) throw new PageError(err.message);
    throw err;
  }
  const parsed = schema.safeParse(front.data);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) =>
        issue.path.length ? `${String(issue.path[0])} : ${issue.message}` : issue.message,
      );
  const body = front.content.trim();
  if (!body) problems.push('texte : manque (le texte sous l’en-tête)');
  if (/!\[[^\]]*\]\(|<img\b/i.test(body)) problems.push('texte : ces pages n’ont pas d’image dans leur texte');
  if (problems.length || !parsed.success) throw new PageError(problems.join(' ; '));
  const data = parsed.data;

  let content: string;
  let sections: QuestionSection[] = [];
  let pricing: string[] = [];
  if (data.kind === 'questions') {
    const split = splitQuestions(body);
    if (split.sections.length < 8)
      throw new PageError(
        `texte : ${split.sections.length} question(s) ; il en faut au moins 8, chacune un titre « ## » suivi de sa réponse`,
      );
    const ids = new Set<string>();
    sections = split.sections.map(({ question, markdown }) => {
      let id = anchorOf(question);
      for (let n = 2; ids.has(id); n++) id = `${anchorOf(question)}-${n}`;
      ids.add(id);
      const html = markdownToHtml(markdown.trim());
      if (!html.trim()) throw new PageError(`texte : la question « ${question} » n’a pas de réponse`);
      return { id, question, html };
    });
    content = split.intro.trim() ? markdownToHtml(split.intro.trim()) : '';
    const missing = data.tarifs.filter((question) => !sections.some((section) => section.question === question));
    if (missing.length)
      throw new PageError(
        `tarifs : ${missing.map((question) => `« ${question} »`).join(', ')} n’est pas un titre « ## » de ce fichier (à recopier mot pour mot)`,
      );
    pricing = data.tarifs.map((question) => sections.find((section) => section.question === question)!.id);
  } else {
    content = markdownToHtml(body);
    if (!content.trim()) throw new PageError('texte : il n’en reste rien une fois nettoyé');
  }
  const placeholders = [...new Set([...source.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
  const warnings = headLengthProblems({ title: data.seoTitle ?? data.title, description: data.description });
  return {
    page: {
      slug: data.slug,
      kind: data.kind as LandingKind,
      name: data.name,
      title: data.title,
      seoTitle: data.seoTitle,
      description: data.description,
      lead: data.lead,
      content,
      sections,
      pricing,
      articles: data.articles,
      placeholders,
      sourceHash: createHash('sha256').update(source).digest('hex'),
      sourceFile: path.resolve(file),
    },
    warnings,
  };
}

export async function importLandingPages(
  database: { db: Knex; kind: DatabaseKind },
  inputs: string[],
  {
    dryRun = false,
    displayPath = (file: string) => file,
  }: { dryRun?: boolean; displayPath?: (file: string) => string } = {},
): Promise<LandingReport> {
  const report: LandingReport = { results: [], errors: [], dryRun };
  const seen = new Map<string, string>();
  for (const file of await filesOf(inputs, report.errors, displayPath)) {
    const shown = displayPath(file);
    try {
      const stat = await fsp.stat(file);
      if (stat.size > MAX_MARKDOWN_BYTES) throw new PageError('fichier : 1 Mo de Markdown au plus');
      const { page, warnings } = parsePage(await fsp.readFile(file, 'utf8'), file);
      const earlier = seen.get(page.slug);
      if (earlier) throw new PageError(`slug : « ${page.slug} » est déjà celui de ${earlier} dans cet import`);
      seen.set(page.slug, shown);
      const stored = await landingRepo(database.db).sourceHashOf(page.slug);
      const outcome = stored === undefined ? 'created' : stored === page.sourceHash ? 'unchanged' : 'updated';
      if (!dryRun && outcome !== 'unchanged') {
        await database.db.transaction(async (trx) => {
          await landingRepo(trx).upsert(page);
          await notifyContentChanged(trx, database.kind);
        });
      }
      report.results.push({ file: shown, slug: page.slug, outcome, warnings });
    } catch (err) {
      const message =
        err instanceof PageError
          ? err.message
          : (err as NodeJS.ErrnoException).code === 'EISDIR' || (err as NodeJS.ErrnoException).code === 'ENOENT'
            ? 'illisible'
            : `n’a pas pu être enregistré (${err instanceof Error ? err.message : String(err)})`;
      report.errors.push({ file: shown, message });
    }
  }
  return report;
}

/** The report as the owner reads it: a line per file (and what to know about it), then the counts. */
export function formatLandingReport(report: LandingReport): string {
  const verbs = report.dryRun
    ? { created: 'serait créée', updated: 'serait mise à jour', unchanged: 'inchangée' }
    : { created: 'créée', updated: 'mise à jour', unchanged: 'inchangée' };
  const width = 18;
  const lines: string[] = [];
  for (const result of report.results) {
    lines.push(`${verbs[result.outcome].padEnd(width)}  ${result.slug}  (${result.file})`);
    for (const warning of result.warnings) lines.push(`${' '.repeat(width)}  attention : ${warning}`);
  }
  for (const error of report.errors) lines.push(`${'erreur'.padEnd(width)}  ${error.file} : ${error.message}`);
  const count = (outcome: 'created' | 'updated' | 'unchanged') =>
    report.results.filter((result) => result.outcome === outcome).length;
  lines.push(
    `${report.dryRun ? 'Essai, rien n’est enregistré : ' : ''}${plural(count('created'), 'page créée', 'pages créées')}, ` +
      `${plural(count('updated'), 'mise à jour', 'mises à jour')}, ${plural(count('unchanged'), 'inchangée', 'inchangées')}, ` +
      `${plural(report.errors.length, 'erreur', 'erreurs')}`,
  );
  return lines.join('\n');
}
