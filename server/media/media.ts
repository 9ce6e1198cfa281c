import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Metadata, OutputInfo } from 'sharp';
import type { ResponsiveImage, ShareImage } from '../../shared/blog';

/**
 * The image pipeline of the blog: checks an editor's file, then makes the
 * variants the pages offer (`<picture>` with AVIF and WebP at several widths).
 * Nothing here touches the database (server/media/mediaRepo.ts stores the result).
 */

/** A file larger than this is refused before it is read. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** A cover fills the article's 1000 px column on screens of twice the density. */
export const MIN_COVER_WIDTH = 1200;
/** Where variants are served: /media/<hash>.<ext> (server/routes/media.ts). */
export const MEDIA_PATH = '/media';

export const SOURCE_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'gif', 'svg'] as const;
export type SourceFormat = (typeof SOURCE_FORMATS)[number];
export type OutputFormat = 'avif' | 'webp' | 'jpeg';

/**
 * One family of variants: the image cropped to `aspect` (width / height), or in
 * its own shape when null, at each of `widths` no wider than the original, in
 * each of `formats`. A new crop (16:9, 1:1, a 1200×630 JPEG share image) is one
 * more line here: the recipe's hash (PIPELINE) changes with it, so the next
 * import remakes the variants of every image and rewrites the articles.
 */
export interface Rendition {
  name: string;
  aspect: number | null;
  widths: number[];
  formats: OutputFormat[];
  /** Made only for an article's cover, not for the images of its text. */
  coverOnly?: boolean;
}

/** The crops of a cover that articles' structured data list (views/components/structuredData.ts). */
export const SEARCH_CROPS = [
  { name: 'crop-16x9', aspect: 16 / 9 },
  { name: 'crop-4x3', aspect: 4 / 3 },
  { name: 'crop-1x1', aspect: 1 },
] as const;

export const RENDITIONS: readonly Rendition[] = [
  // 480: phones at 1x; 800: phones at 2x, cards; 1200: phones at 3x, the cover at 1x; 1600 and 2000:
  // the cover and the featured post on screens of twice the density (the cover is 1000 px wide).
  { name: 'full', aspect: null, widths: [480, 800, 1200, 1600, 2000], formats: ['avif', 'webp'] },
  // The cover as shared on social networks (Open Graph): 1200×630, in a format every network reads.
  { name: 'share', aspect: 1200 / 630, widths: [1200], formats: ['jpeg'], coverOnly: true },
  // The cover for search engines' article results, which ask for 16:9, 4:3 and 1:1 crops of at
  // least 50,000 pixels (Google's Article structured data): 1200 px wide, as their examples.
  ...SEARCH_CROPS.map((crop) => ({
    name: crop.name,
    aspect: crop.aspect,
    widths: [1200],
    formats: ['webp'] as OutputFormat[],
    coverOnly: true,
  })),
];

/**
 * Encoder settings, chosen for the time an import takes as much as for bytes:
 * AVIF at effort 2 is about five times faster than sharp's default (4) for
 * files some 10 % larger (see the commit introducing this file for figures).
 */
const ENCODERS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 78, effort: 4 },
  jpeg: { quality: 82, mozjpeg: true },
} as const;

/** Transparent areas are painted white: every page shows its images on white. */
const BACKGROUND = '#ffffff';

/**
 * A drawing (SVG) has no pixels of its own: it is drawn at the largest width a
 * variant asks for, so that each variant and crop has real pixels, where a
 * photograph gives only the widths it has.
 */
const VECTOR_WIDTH = Math.max(...RENDITIONS.flatMap((rendition) => rendition.widths));

/** Names the recipe: media rows made by another recipe are remade at the next import. */
export const PIPELINE = `1-${createHash('sha256').update(JSON.stringify({ RENDITIONS, ENCODERS, BACKGROUND, VECTOR_WIDTH })).digest('hex').slice(0, 12)}`;

const CONTENT_TYPES: Record<OutputFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };
const EXTENSIONS: Record<OutputFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
/** Order of the `<source>` elements: the browser takes the first it supports. */
const PREFERENCE: OutputFormat[] = ['avif', 'webp', 'jpeg'];

export interface VariantInfo {
  rendition: string;
  format: OutputFormat;
  width: number;
  height: number;
  /** Hash of the variant's bytes: its address. */
  hash: string;
  bytes: number;
}

/** What is known of a stored image, without its bytes. */
export interface MediaInfo {
  /** SHA-256 of the source file. */
  hash: string;
  format: SourceFormat;
  width: number;
  height: number;
  placeholder: string;
  variants: VariantInfo[];
  pipeline: string;
}

export interface VariantFile {
  hash: string;
  contentType: string;
  width: number;
  height: number;
  body: Buffer;
}

/** An image ready to store: its description, its original and its variants' bytes. */
export interface EncodedMedia extends MediaInfo {
  original: Buffer;
  files: VariantFile[];
}

/** A rule the file breaks, said for the editor (the caller names the field). */
export class ImageError extends Error {}

export interface SourceImage {
  bytes: Buffer;
  hash: string;
}

export interface InspectedImage {
  format: SourceFormat;
  width: number;
  height: number;
  placeholder: string;
  /** The decoded image, at the largest size a variant needs, flattened on white. */
  base: { data: Buffer; info: OutputInfo };
}

export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
/** 128 bits of the hash: short addresses, collisions out of reach. */
const variantHash = (bytes: Buffer) => sha256(bytes).slice(0, 32);

/** `1,5 Mo`, as the owner reads a size. */
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')}\u00a0Mo`;

/** sharp's own limit: an image of more pixels is not decoded (a decompression bomb stops here). */
const MAX_PIXELS = 268_402_689;

/** Reads an image file, refusing what is missing or too large before reading it. */
export async function readImageFile(file: string): Promise<SourceImage> {
  const stat = await fs.stat(file).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT' || err.code === 'ENOTDIR') throw new ImageError('est introuvable');
    throw new ImageError(`ne peut pas être lu (${err.code ?? err.message})`);
  });
  if (!stat.isFile()) throw new ImageError('n’est pas un fichier');
  if (stat.size > MAX_IMAGE_BYTES)
    throw new ImageError(`pèse ${megabytes(stat.size)} ; une image pèse ${megabytes(MAX_IMAGE_BYTES)} au plus`);
  const bytes = await fs.readFile(file);
  return { bytes, hash: sha256(bytes) };
}

/** The widths of a rendition for an image `width` px wide: never wider than it, its own width as the last step. */
export function targetWidths(width: number, widths: readonly number[]): number[] {
  const fitting = widths.filter((w) => w <= width);
  if (fitting.length < widths.length && !fitting.includes(width)) fitting.push(width);
  return fitting;
}

const largestTarget = (width: number) =>
  Math.max(...RENDITIONS.flatMap((rendition) => targetWidths(width, rendition.widths)));

/**
 * sharp (libvips) is loaded on the first image, not with the server: a server that
 * only serves pages never pays its libraries' memory (about 10 MB resident).
 */
let sharpModule: Promise<typeof import('sharp')> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/** An image narrower than a cover needs, said as such; undefined when it is wide enough. */
export function tooNarrow(width: number, minWidth: number): ImageError | undefined {
  return width < minWidth
    ? new ImageError(`mesure ${width} px de large ; une image de couverture en demande au moins ${minWidth}`)
    : undefined;
}

/**
 * Checks that `bytes` are an image of a supported type that decodes completely
 * (a truncated or corrupt file fails here, not in a visitor's browser), wide
 * enough for a cover when `minWidth` is given; decodes it once for the encoders.
 */
export async function inspectImage(
  bytes: Buffer,
  { minWidth = 0 }: { minWidth?: number } = {},
): Promise<InspectedImage> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Read without the pixel limit: an image too large is said as such, not as unreadable.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageError('n’est pas une image d’un type accepté (JPEG, PNG, WebP, AVIF, GIF ou SVG)');
  }
  // libheif reads HEIC too, which browsers do not show: only its AV1 flavour is AVIF.
  const format = metadata.format === 'heif' ? (metadata.compression === 'av1' ? 'avif' : undefined) : metadata.format;
  if (!format || !(SOURCE_FORMATS as readonly string[]).includes(format)) {
    throw new ImageError(
      `est un fichier ${String(metadata.compression === 'hevc' ? 'HEIC' : metadata.format).toUpperCase()} ; utilisez JPEG, PNG, WebP, AVIF, GIF ou SVG`,
    );
  }
  // Orientations 5 to 8 turn the image a quarter: its displayed width is its stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 0;
  const height = (turned ? metadata.width : metadata.height) ?? 0;
  if (!width || !height) throw new ImageError('n’a pas de dimensions (une image sans largeur ni hauteur)');
  if (width * height > MAX_PIXELS) {
    throw new ImageError(
      `mesure ${width} × ${height} px : trop grande pour être traitée (${Math.floor(MAX_PIXELS / 1e6)} millions de pixels au plus) ; réduisez-la`,
    );
  }
  const narrow = tooNarrow(width, minWidth);
  if (narrow) throw narrow;

  let base: InspectedImage['base'];
  // A drawing is rendered VECTOR_WIDTH wide (its `density`, 72 for its own size); a photograph is decoded at most as wide as needed.
  const vector = format === 'svg';
  try {
    base = await sharp(bytes, vector ? { density: (72 * VECTOR_WIDTH) / width } : {})
      .rotate()
      .resize({ width: vector ? VECTOR_WIDTH : largestTarget(width), withoutEnlargement: !vector })
      .flatten({ background: BACKGROUND })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    const reason = err instanceof Error ? (err.message.split('\n')[0] ?? '') : String(err);
    if (/pixel limit/i.test(reason))
      throw new ImageError(`mesure ${width} × ${height} px : trop grande pour être traitée`);
    throw new ImageError(`ne peut pas être décodée : le fichier est abîmé ou incomplet (${reason})`);
  }
  const { channels } = await sharp(base.data, { raw: base.info }).stats();
  const placeholder = `#${channels
    .slice(0, 3)
    .map((c) => hex(c.mean))
    .join('')}`;
  return { format: format as SourceFormat, width, height, placeholder, base };
}

/**
 * The people of the site's proof (testimonials, the team): a round portrait 96 px
 * across at 1x, 2x and 3x, and a 3:4 portrait for the team's cards.
 */
export const PORTRAIT_RENDITIONS: readonly Rendition[] = [
  { name: 'portrait-square', aspect: 1, widths: [96, 192, 288], formats: ['avif', 'webp'] },
  { name: 'portrait-3x4', aspect: 3 / 4, widths: [300, 600, 900], formats: ['avif', 'webp'] },
];
export const PORTRAIT_PIPELINE = `p1-${createHash('sha256').update(JSON.stringify({ PORTRAIT_RENDITIONS, ENCODERS, BACKGROUND, VECTOR_WIDTH })).digest('hex').slice(0, 12)}`;

/** Makes every variant of the recipe (the blog's, unless told) from an inspected image. */
export async function encodeImage(
  source: SourceImage,
  image: InspectedImage,
  {
    cover = false,
    renditions = RENDITIONS,
    pipeline = PIPELINE,
  }: { cover?: boolean; renditions?: readonly Rendition[]; pipeline?: string } = {},
): Promise<EncodedMedia> {
  const { data, info } = image.base;
  const sharp = await loadSharp();
  // A drawing gives every width (inspectImage rendered it VECTOR_WIDTH wide); a photograph, the widths it has.
  const available = image.format === 'svg' ? info.width : image.width;
  const jobs = renditions
    .filter((rendition) => cover || !rendition.coverOnly)
    .flatMap((rendition) =>
      targetWidths(available, rendition.widths).flatMap((width) =>
        rendition.formats.map(async (format): Promise<[VariantInfo, VariantFile]> => {
          const height = Math.round(rendition.aspect ? width / rendition.aspect : (width * image.height) / image.width);
          let pipeline = sharp(data, { raw: info });
          if (width !== info.width || rendition.aspect)
            pipeline = pipeline.resize({ width, height, fit: 'cover', position: 'attention' });
          const body = await pipeline[format](ENCODERS[format] as never).toBuffer();
          const hash = variantHash(body);
          return [
            { rendition: rendition.name, format, width, height, hash, bytes: body.length },
            { hash, contentType: CONTENT_TYPES[format], width, height, body },
          ];
        }),
      ),
    );
  const made = await Promise.all(jobs);
  return {
    hash: source.hash,
    format: image.format,
    width: image.width,
    height: image.height,
    placeholder: image.placeholder,
    pipeline,
    variants: made.map(([variant]) => variant),
    original: source.bytes,
    files: made.map(([, file]) => file),
  };
}

export function mediaUrl(variant: Pick<VariantInfo, 'hash' | 'format'>): string {
  return `${MEDIA_PATH}/${variant.hash}.${EXTENSIONS[variant.format]}`;
}

/** `<hash>.<ext>` of an address under MEDIA_PATH, or undefined when it is not one. */
export function parseMediaFileName(name: string): { hash: string; contentType: string } | undefined {
  const match = /^([0-9a-f]{32})\.(avif|webp|jpg)$/.exec(name);
  if (!match) return undefined;
  const format = (Object.keys(EXTENSIONS) as OutputFormat[]).find((f) => EXTENSIONS[f] === match[2])!;
  return { hash: match[1]!, contentType: CONTENT_TYPES[format] };
}

/**
 * The cover's share image (Open Graph), or undefined when the image has none
 * (stored first as an image of an article's text, or by an older recipe).
 */
export function shareImage(media: Pick<MediaInfo, 'variants'>): ShareImage | undefined {
  const variant = media.variants.find((v) => v.rendition === 'share');
  return (
    variant && {
      src: mediaUrl(variant),
      width: variant.width,
      height: variant.height,
      type: CONTENT_TYPES[variant.format],
    }
  );
}

/** The cover's crops for search engines (16:9, 4:3, 1:1), or none when an older recipe made the image. */
export function searchCrops(media: Pick<MediaInfo, 'variants'>): ShareImage[] {
  return SEARCH_CROPS.flatMap((crop) => {
    const variant = media.variants.find((v) => v.rendition === crop.name);
    return variant
      ? [{ src: mediaUrl(variant), width: variant.width, height: variant.height, type: CONTENT_TYPES[variant.format] }]
      : [];
  });
}

/** The width the `<img>` fallback is asked at: the article's cover at 1x, a fair Open Graph size. */
const FALLBACK_WIDTH = 1200;

/** The `<picture>` description of one rendition of a stored image. */
export function responsiveImage(
  media: Pick<MediaInfo, 'placeholder' | 'variants'>,
  rendition = 'full',
): ResponsiveImage {
  const variants = media.variants.filter((v) => v.rendition === rendition).sort((a, b) => a.width - b.width);
  if (!variants.length) throw new Error(`no variant of the rendition "${rendition}"`);
  const formats = PREFERENCE.filter((format) => variants.some((v) => v.format === format));
  const fallbackFormat = formats.includes('webp') ? 'webp' : formats.at(-1)!;
  const fallbacks = variants.filter((v) => v.format === fallbackFormat);
  const fallback = fallbacks.filter((v) => v.width <= FALLBACK_WIDTH).at(-1) ?? fallbacks[0]!;
  const largest = variants.at(-1)!;
  return {
    src: mediaUrl(fallback),
    width: largest.width,
    height: largest.height,
    placeholder: media.placeholder,
    sources: formats.map((format) => ({
      type: CONTENT_TYPES[format],
      srcSet: variants
        .filter((v) => v.format === format)
        .map((v) => `${mediaUrl(v)} ${v.width}w`)
        .join(', '),
    })),
  };
}
