import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import type { ResponsiveImage } from '../../shared/blog';
import { parisDateTime } from '../../shared/dates';
import { plural } from '../../shared/plural';
import { articleHead, headLengthProblems } from '../../shared/seo';
import { blogRepo, publicationStatus, type PublicationStatus } from './repo';
import { notifyContentChanged } from '../db/changes';
import type { DatabaseKind } from '../db/database';
import { mediaRepo, type MediaRepo } from '../media/mediaRepo';
import {
  ArticleError,
  MAX_MARKDOWN_BYTES,
  parseArticle,
  renderBody,
  sourceHash,
  type ParsedArticle,
} from '../content/markdown';
import {
  encodeImage,
  ImageError,
  inspectImage,
  megabytes,
  MIN_COVER_WIDTH,
  PIPELINE,
  readImageFile,
  responsiveImage,
  searchCrops,
  shareImage,
  tooNarrow,
  type EncodedMedia,
  type MediaInfo,
  type SourceImage,
} from '../media/media';
import type { MediaCache } from '../media/mediaCache';

export type ImportOutcome = 'created' | 'updated' | 'unchanged';

export interface ImportResult {
  file: string;
  slug: string;
  outcome: ImportOutcome;
  status: PublicationStatus;
  publishedAt: Date;
  /** What the allowlist removed from the body (`<script>`, `attribut onerror`…). */
  removed: string[];
  /** The file the slug's article came from before, when it was another one. */
  replaced?: { file: string; title: string };
  /** The private preview address of an article not yet public. */
  previewUrl?: string;
  /** What the import took but result pages would cut (the page title, the description). */
  warnings?: string[];
}

export interface ImportReport {
  /** Per file, in the order they were read. */
  results: ImportResult[];
  /** Files that could not be imported, with the reason (file and field named). */
  errors: { file: string; message: string }[];
  dryRun: boolean;
}

export interface ImportOptions {
  /** Runs every check, images included, and writes nothing. */
  dryRun?: boolean;
  /** How file names appear in the report (default: as found). */
  displayPath?: (file: string) => string;
  /** The site's public folder, where an image given by a site path (`/images/…`) is read. */
  publicDir?: string;
  /** Encoded variants kept between runs (the seed of new embedded databases). */
  cache?: MediaCache;
  /** The private preview address of a slug (server/blog/preview.ts). */
  previewUrl?: (slug: string) => Promise<string>;
  /** Only these slugs are imported; other files are passed over without a word. */
  onlySlugs?: ReadonlySet<string>;
  now?: () => Date;
}

/**
 * The built site's public folder: beside the compiled code (dist/server,
 * dist/scripts), else the build's or the sources' from the working directory.
 */
export function defaultPublicDir(): string {
  const candidates = [
    fileURLToPath(new URL('../public', import.meta.url)),
    path.resolve('dist', 'public'),
    path.resolve('client', 'public'),
  ];
  return candidates.find((dir) => fs.existsSync(dir)) ?? candidates.at(-1)!;
}

/** The Markdown files named by `inputs`: files as given, folders' `.md` files in name order. */
async function collectFiles(
  inputs: string[],
  errors: ImportReport['errors'],
  show: (file: string) => string,
): Promise<string[]> {
  const files: string[] = [];
  for (const input of inputs) {
    const stat = await fsp.stat(input).catch(() => undefined);
    if (!stat) {
      errors.push({ file: show(input), message: 'fichier ou dossier introuvable' });
    } else if (stat.isDirectory()) {
      const names = (await fsp.readdir(input)).filter((name) => name.toLowerCase().endsWith('.md')).sort();
      if (!names.length) errors.push({ file: show(input), message: 'aucun fichier .md dans ce dossier' });
      files.push(...names.map((name) => path.join(input, name)));
    } else {
      files.push(input);
    }
  }
  return files;
}

/** Reads a Markdown file, refusing one too large before reading it. */
async function readMarkdown(file: string): Promise<string> {
  const stat = await fsp.stat(file);
  if (!stat.isFile()) throw Object.assign(new Error('not a file'), { code: 'EISDIR' });
  if (stat.size > MAX_MARKDOWN_BYTES) {
    throw new ArticleError([
      {
        field: 'fichier',
        message: `${megabytes(stat.size)} de Markdown ; un article en fait ${megabytes(MAX_MARKDOWN_BYTES)} au plus`,
      },
    ]);
  }
  return fsp.readFile(file, 'utf8');
}

interface ImageReference {
  /** `image` (the cover) or `texte`. */
  field: 'image' | 'texte';
  /** As written in the file. */
  address: string;
}

/** An image of the article, read and checked; encoded unless already stored (or a dry run). */
interface LoadedImage {
  source: SourceImage;
  media?: MediaInfo;
  /** Variants to store with the article. */
  encoded?: EncodedMedia;
}

/** The file an image address names: beside the Markdown, or in the public folder for a site path. */
function resolveImage(address: string, markdownDir: string, publicDir: string): string {
  let decoded = address;
  try {
    // Markdown writes `./mon%20schema.png` for a file with a space.
    decoded = decodeURI(address);
  } catch {
    // Not percent-encoded: the address as written.
  }
  if (!decoded.startsWith('/')) return path.resolve(markdownDir, decoded);
  const file = path.join(publicDir, decoded);
  if (path.relative(publicDir, file).startsWith('..'))
    throw new ImageError('n’est pas un chemin à l’intérieur du site');
  return file;
}

function describeImageProblem(ref: ImageReference, err: ImageError): { field: string; message: string } {
  return ref.field === 'image'
    ? { field: 'image', message: `${ref.address} ${err.message}` }
    : { field: 'texte', message: `l’image ${ref.address} ${err.message}` };
}

/**
 * Imports Markdown articles (`npm run blog:import`): each file is read, checked
 * (front matter, dates, size, every image), turned into sanitised HTML with
 * responsive images, and upserted by slug with its images in a transaction of
 * its own, so that one bad file stops nothing else and leaves nothing behind.
 * A file whose source and images match what is stored is left alone. On
 * Postgres, each change notifies the running servers.
 */
export async function importArticles(
  database: { db: Knex; kind: DatabaseKind },
  inputs: string[],
  options: ImportOptions = {},
): Promise<ImportReport> {
  const { dryRun = false, displayPath = (file) => file } = options;
  const report: ImportReport = { results: [], errors: [], dryRun };
  const files = await collectFiles(inputs, report.errors, displayPath);
  const seen = new Map<string, string>();
  const images = imageLoader(mediaRepo(database.db), options);
  for (const file of files) {
    const shown = displayPath(file);
    try {
      const source = await readMarkdown(file);
      const article = parseArticle(source);
      if (options.onlySlugs && !options.onlySlugs.has(article.slug)) continue;
      const earlier = seen.get(article.slug);
      if (earlier) {
        report.errors.push({
          file: shown,
          message: `slug : « ${article.slug} » est déjà le slug de ${earlier} dans cet import`,
        });
        continue;
      }
      seen.set(article.slug, shown);
      const prepared = await prepareArticle(article, source, file, await images.ofArticle(article, file), options);
      const { outcome, replaced } = dryRun
        ? await dryRunOutcome(database.db, prepared, displayPath)
        : await writeArticle(database, prepared, displayPath);
      report.results.push(await resultOf(prepared, shown, outcome, replaced, options));
    } catch (err) {
      report.errors.push({ file: shown, message: failureMessage(err) });
    }
  }
  return report;
}

/** What an import says of a file it could not take. */
function failureMessage(err: unknown): string {
  if (err instanceof ArticleError) return err.message;
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'EISDIR' || code === 'ENOENT') return 'illisible';
  return `n’a pas pu être enregistré (${err instanceof Error ? err.message : String(err)})`;
}

/** Reads and checks images; reuses what is stored or cached, encodes the rest (not in a dry run). */
function imageLoader(media: MediaRepo, options: ImportOptions) {
  const { dryRun = false, publicDir = defaultPublicDir(), cache } = options;

  async function loadImage(ref: ImageReference, file: string): Promise<LoadedImage> {
    const minWidth = ref.field === 'image' ? MIN_COVER_WIDTH : 0;
    const source = await readImageFile(file);
    // Bytes already checked and encoded by this recipe: only the cover's width rule may differ.
    const stored = await media.find(source.hash);
    if (stored && stored.pipeline === PIPELINE) {
      const problem = tooNarrow(stored.width, minWidth);
      if (problem) throw problem;
      return { source, media: stored };
    }
    const cached = await cache?.get(source);
    if (cached) {
      const problem = tooNarrow(cached.width, minWidth);
      if (problem) throw problem;
      return { source, media: cached, encoded: cached };
    }
    const inspected = await inspectImage(source.bytes, { minWidth });
    if (dryRun) return { source };
    const encoded = await encodeImage(source, inspected, { cover: ref.field === 'image' });
    await cache?.put(encoded);
    return { source, media: encoded, encoded };
  }

  return {
    /** Every image of an article, checked; all problems at once. */
    async ofArticle(article: ParsedArticle, file: string): Promise<Map<string, LoadedImage>> {
      const refs: ImageReference[] = [
        { field: 'image', address: article.image },
        ...article.bodyImages.map((address) => ({ field: 'texte' as const, address })),
      ];
      const loaded = new Map<string, LoadedImage>();
      const problems: { field: string; message: string }[] = [];
      for (const ref of refs) {
        try {
          const resolved = resolveImage(ref.address, path.dirname(file), publicDir);
          loaded.set(`${ref.field}\0${ref.address}`, await loadImage(ref, resolved));
        } catch (err) {
          if (!(err instanceof ImageError)) throw err;
          problems.push(describeImageProblem(ref, err));
        }
      }
      if (problems.length) throw new ArticleError(problems);
      return loaded;
    },
  };
}

/** An article checked and turned into what is stored: its body's HTML, its images, its hash. */
interface PreparedArticle {
  article: ParsedArticle;
  images: Map<string, LoadedImage>;
  body: ReturnType<typeof renderBody>;
  imageHashes: string[];
  hash: string;
  status: PublicationStatus;
  /** The Markdown file's absolute path, stored to name it when another file takes its slug. */
  absolute: string;
}

async function prepareArticle(
  article: ParsedArticle,
  source: string,
  file: string,
  images: Map<string, LoadedImage>,
  { now = () => new Date() }: ImportOptions,
): Promise<PreparedArticle> {
  const bodyImages = new Map<string, ResponsiveImage>();
  for (const address of article.bodyImages) {
    const loaded = images.get(`texte\0${address}`)!;
    if (loaded.media) bodyImages.set(address, responsiveImage(loaded.media));
  }
  // In a dry run nothing is encoded: the body keeps its plain images, which says as much about what the allowlist removes.
  const body = renderBody(article.body, bodyImages);
  if (!body.html.trim()) throw new ArticleError([{ field: 'texte', message: 'il n’en reste rien une fois nettoyé' }]);
  const imageHashes = [...images.values()].map((image) => image.source.hash);
  return {
    article,
    images,
    body,
    imageHashes,
    hash: sourceHash(source, imageHashes, PIPELINE),
    status: publicationStatus({ draft: article.draft, publishedAt: article.publishedAt }, now()),
    absolute: path.resolve(file),
  };
}

type Written = { outcome: ImportOutcome; replaced?: ImportResult['replaced'] };

/** What an import would do, without doing it. */
async function dryRunOutcome(
  db: Knex,
  { article, hash, absolute }: PreparedArticle,
  displayPath: (file: string) => string,
): Promise<Written> {
  const stored = await blogRepo(db).importStateOf(article.slug);
  const outcome = !stored ? 'created' : stored.sourceHash === hash ? 'unchanged' : 'updated';
  return stored && outcome !== 'unchanged' && stored.sourceFile && stored.sourceFile !== absolute
    ? { outcome, replaced: { file: displayPath(stored.sourceFile), title: stored.title } }
    : { outcome };
}

/** The article and its images upserted by slug in one transaction, the running servers told. */
async function writeArticle(
  database: { db: Knex; kind: DatabaseKind },
  { article, images, body, imageHashes, hash, absolute }: PreparedArticle,
  displayPath: (file: string) => string,
): Promise<Written> {
  const cover = images.get(`image\0${article.image}`)!;
  const share = shareImage(cover.media!);
  const crops = searchCrops(cover.media!);
  const coverImage = {
    ...responsiveImage(cover.media!),
    ...(share ? { share } : {}),
    ...(crops.length ? { crops } : {}),
  };
  return database.db.transaction(async (trx) => {
    const posts = blogRepo(trx);
    const mediaInTrx: MediaRepo = mediaRepo(trx);
    const stored = await posts.importStateOf(article.slug, { lock: true });
    if (stored?.sourceHash === hash) return { outcome: 'unchanged' as const };
    for (const image of new Set([...images.values()].filter((i) => i.encoded))) await mediaInTrx.save(image.encoded!);
    const input = {
      slug: article.slug,
      title: article.title,
      excerpt: article.excerpt,
      seoTitle: article.seoTitle,
      seoDescription: article.seoDescription,
      content: body.html,
      image: coverImage.src,
      imageAlt: article.imageAlt,
      cover: coverImage,
      author: article.author,
      publishedAt: article.publishedAt,
      revisedAt: article.revisedAt,
      draft: article.draft,
      sourceHash: hash,
      sourceFile: absolute,
    };
    let id: number;
    let before: string[] = [];
    if (stored) {
      id = stored.id;
      before = await mediaInTrx.usedBy(id);
      await posts.update(input);
    } else {
      id = await posts.insert(input);
    }
    await mediaInTrx.setUsedBy(id, imageHashes);
    await mediaInTrx.deleteUnused(before.filter((h) => !imageHashes.includes(h)));
    await notifyContentChanged(trx, database.kind);
    const other =
      stored?.sourceFile && stored.sourceFile !== absolute
        ? { file: displayPath(stored.sourceFile), title: stored.title }
        : undefined;
    return { outcome: stored ? ('updated' as const) : ('created' as const), replaced: other };
  });
}

/** One line of the report: what became of the file, what to look at, where to preview it. */
async function resultOf(
  { article, body, status }: PreparedArticle,
  shown: string,
  outcome: ImportOutcome,
  replaced: ImportResult['replaced'],
  { dryRun = false, previewUrl }: ImportOptions,
): Promise<ImportResult> {
  const result: ImportResult = {
    file: shown,
    slug: article.slug,
    outcome,
    status,
    publishedAt: article.publishedAt,
    removed: body.removed,
  };
  if (replaced) result.replaced = replaced;
  const warnings = headLengthProblems(articleHead(article));
  if (warnings.length) result.warnings = warnings;
  if (!dryRun && status !== 'published' && previewUrl) result.previewUrl = await previewUrl(article.slug);
  return result;
}

/** Counts of a report by outcome. */
export function summarize(report: ImportReport): Record<ImportOutcome | 'errors', number> {
  const count = (outcome: ImportOutcome) => report.results.filter((r) => r.outcome === outcome).length;
  return {
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    errors: report.errors.length,
  };
}

/** `2026-12-01 09:00 (heure de Paris)`, as an editor reads a schedule. */
export const formatParisTime = (date: Date) => `${parisDateTime(date)} (heure de Paris)`;

/** An article's status, as the owner's tables write it. */
export const STATUS_LABELS: Record<PublicationStatus, string> = {
  published: 'publié',
  draft: 'brouillon',
  scheduled: 'programmé',
};

/** What an article's status means, in a few words. */
export function describeStatus(status: PublicationStatus, publishedAt: Date): string {
  if (status === 'draft') return 'brouillon, non public';
  if (status === 'scheduled') return `programmé, public à partir du ${formatParisTime(publishedAt)}`;
  return 'publié';
}

/** The report as the admin reads it: one line per file (and what to know about it), then the totals. */
export function formatReport(report: ImportReport): string {
  const lines: string[] = [];
  const verbs: Record<ImportOutcome, string> = report.dryRun
    ? { created: 'serait créé', updated: 'serait mis à jour', unchanged: 'inchangé' }
    : { created: 'créé', updated: 'mis à jour', unchanged: 'inchangé' };
  const width = Math.max(...Object.values(verbs).map((verb) => verb.length), 'erreur'.length);
  const note = (text: string) => lines.push(`${' '.repeat(width)}  ${text}`);
  for (const result of report.results) {
    lines.push(`${verbs[result.outcome].padEnd(width)}  ${result.slug}  (${result.file})`);
    if (result.replaced) {
      note(
        `ce slug était celui de l’article importé de ${result.replaced.file} (« ${result.replaced.title} »), que ce fichier ${report.dryRun ? 'remplacerait' : 'a remplacé'}`,
      );
    }
    if (result.status !== 'published')
      note(
        result.previewUrl
          ? `${describeStatus(result.status, result.publishedAt)} ; aperçu : ${result.previewUrl}`
          : describeStatus(result.status, result.publishedAt),
      );
    if (result.removed.length) note(`retiré : ${result.removed.join(', ')}`);
    for (const warning of result.warnings ?? []) note(`attention : ${warning}`);
  }
  for (const error of report.errors) lines.push(`${'erreur'.padEnd(width)}  ${error.file} : ${error.message}`);
  const totals = summarize(report);
  lines.push(
    `${report.dryRun ? 'Essai, rien n’est enregistré : ' : ''}${plural(totals.created, 'créé', 'créés')}, ${totals.updated} mis à jour, ` +
      `${plural(totals.unchanged, 'inchangé', 'inchangés')}, ${plural(totals.errors, 'erreur', 'erreurs')}`,
  );
  return lines.join('\n');
}
