import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagramPng, flatPng, photoJpeg } from '../../tests/helpers/images';
import {
  encodeImage,
  ImageError,
  inspectImage,
  MAX_IMAGE_BYTES,
  readImageFile,
  responsiveImage,
  sha256,
  shareImage,
  type EncodedMedia,
} from './media';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'media-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function encode(bytes: Buffer, minWidth = 0): Promise<EncodedMedia> {
  return encodeImage({ bytes, hash: sha256(bytes) }, await inspectImage(bytes, { minWidth }));
}

/** The rule an image breaks, as the editor reads it. */
async function refusal(bytes: Buffer, minWidth = 0): Promise<string> {
  const err = await inspectImage(bytes, { minWidth }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImageError);
  return (err as Error).message;
}

describe('variants of a 3000×2000 photograph', () => {
  let media: EncodedMedia;
  let original: Buffer;
  beforeAll(async () => {
    original = await photoJpeg(3000, 2000);
    media = await encode(original, 1200);
  });

  it('are AVIF and WebP at 480, 800, 1200, 1600 and 2000 px, in the photo’s proportions', () => {
    expect(media).toMatchObject({ format: 'jpeg', width: 3000, height: 2000, hash: sha256(original) });
    expect(media.variants.map((v) => `${v.format} ${v.width}×${v.height}`).sort()).toEqual(
      [
        'avif 1200×800',
        'avif 1600×1067',
        'avif 2000×1333',
        'avif 480×320',
        'avif 800×533',
        'webp 1200×800',
        'webp 1600×1067',
        'webp 2000×1333',
        'webp 480×320',
        'webp 800×533',
      ].sort(),
    );
  });

  it('are real files of their format and size, each named by the hash of its bytes', async () => {
    for (const variant of media.variants) {
      const file = media.files.find((f) => f.hash === variant.hash)!;
      expect(file.hash).toBe(sha256(file.body).slice(0, 32));
      expect(file.body.length).toBe(variant.bytes);
      const meta = await sharp(file.body).metadata();
      expect(meta.format === 'heif' ? 'avif' : meta.format).toBe(variant.format);
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(file.contentType).toBe(`image/${variant.format}`);
    }
  });

  it('carry the photo’s average colour as a placeholder', async () => {
    const { channels } = await sharp(original).stats();
    const expected = channels.slice(0, 3).map((c) => c.mean);
    const actual = [1, 3, 5].map((i) => parseInt(media.placeholder.slice(i, i + 2), 16));
    expect(media.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    actual.forEach((value, i) => expect(Math.abs(value - expected[i]!)).toBeLessThan(8));
  });

  it('are offered to <picture>: AVIF first, every width, a 1200 px WebP as the fallback', () => {
    const picture = responsiveImage(media);
    const url = (format: string, width: number) =>
      `/media/${media.variants.find((v) => v.format === format && v.width === width)!.hash}.${format}`;
    expect(picture).toEqual({
      src: url('webp', 1200),
      width: 2000,
      height: 1333,
      placeholder: media.placeholder,
      sources: [
        { type: 'image/avif', srcSet: [480, 800, 1200, 1600, 2000].map((w) => `${url('avif', w)} ${w}w`).join(', ') },
        { type: 'image/webp', srcSet: [480, 800, 1200, 1600, 2000].map((w) => `${url('webp', w)} ${w}w`).join(', ') },
      ],
    });
  });
});

describe('a cover', () => {
  it('also gets its share image: a 1200×630 JPEG crop, for the networks that read no AVIF or WebP', async () => {
    const bytes = await photoJpeg(3000, 2000);
    const media = await encodeImage({ bytes, hash: sha256(bytes) }, await inspectImage(bytes, { minWidth: 1200 }), {
      cover: true,
    });
    const share = media.variants.filter((v) => v.rendition === 'share');
    expect(share.map((v) => `${v.format} ${v.width}×${v.height}`)).toEqual(['jpeg 1200×630']);
    const file = media.files.find((f) => f.hash === share[0]!.hash)!;
    const meta = await sharp(file.body).metadata();
    expect([meta.format, meta.width, meta.height, file.contentType]).toEqual(['jpeg', 1200, 630, 'image/jpeg']);
    expect(shareImage(media)).toEqual({
      src: `/media/${share[0]!.hash}.jpg`,
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    });
    // The images of an article's text get none.
    expect(shareImage(await encode(bytes))).toBeUndefined();
  });
});

describe('smaller images', () => {
  it('are never enlarged: a 1000 px image stops at its own width', async () => {
    const media = await encode(await flatPng(1000, 500));
    expect([...new Set(media.variants.map((v) => v.width))].sort((a, b) => a - b)).toEqual([480, 800, 1000]);
  });

  it('keep a single variant per format below the smallest width', async () => {
    const media = await encode(await diagramPng(300, 200));
    expect(media.variants.map((v) => `${v.format} ${v.width}×${v.height}`).sort()).toEqual([
      'avif 300×200',
      'webp 300×200',
    ]);
  });

  it('turned by their EXIF orientation are measured as shown', async () => {
    const stored = await sharp(await flatPng(1600, 1200))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const media = await encode(stored);
    expect([media.width, media.height]).toEqual([1200, 1600]);
    expect(media.variants.find((v) => v.width === 1200)!.height).toBe(1600);
  });
});

describe('variants of a drawing (SVG)', () => {
  it('are drawn at every width, the largest included, whatever size the file names', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#0E5A66"/><circle cx="600" cy="315" r="200" fill="#B8432B"/></svg>',
    );
    const media = await encodeImage({ bytes: svg, hash: sha256(svg) }, await inspectImage(svg, { minWidth: 1200 }), {
      cover: true,
    });
    expect([media.width, media.height]).toEqual([1200, 630]);
    const full = media.variants.filter((v) => v.rendition === 'full' && v.format === 'webp');
    expect(full.map((v) => `${v.width}×${v.height}`)).toEqual([
      '480×252',
      '800×420',
      '1200×630',
      '1600×840',
      '2000×1050',
    ]);
    const square = media.variants.find((v) => v.rendition === 'crop-1x1')!;
    expect([square.width, square.height]).toEqual([1200, 1200]);
  });
});

describe('what is accepted', () => {
  it.each([
    ['PNG', () => flatPng(1300, 700)],
    [
      'WebP',
      async () =>
        sharp(await flatPng(1300, 700))
          .webp()
          .toBuffer(),
    ],
    [
      'AVIF',
      async () =>
        sharp(await flatPng(1300, 700))
          .avif({ effort: 0 })
          .toBuffer(),
    ],
    [
      'GIF',
      async () =>
        sharp(await flatPng(1300, 700))
          .gif()
          .toBuffer(),
    ],
    [
      'SVG',
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1300" height="700"><rect width="1300" height="700" fill="#B8432B"/></svg>',
        ),
    ],
  ])('%s', async (_name, make) => {
    const image = await inspectImage(await make(), { minWidth: 1200 });
    expect([image.width, image.height]).toEqual([1300, 700]);
  });
});

describe('what is refused, with the rule', () => {
  it('a file that is not an image', async () => {
    expect(await refusal(Buffer.from('Ceci est un texte, pas une image.'))).toBe(
      'n’est pas une image d’un type accepté (JPEG, PNG, WebP, AVIF, GIF ou SVG)',
    );
  });

  it('an image format browsers do not show', async () => {
    const tiff = await sharp(await flatPng(1300, 700))
      .tiff()
      .toBuffer();
    expect(await refusal(tiff)).toBe('est un fichier TIFF ; utilisez JPEG, PNG, WebP, AVIF, GIF ou SVG');
  });

  it('a truncated photograph', async () => {
    const photo = await photoJpeg(1600, 1000);
    expect(await refusal(photo.subarray(0, Math.floor(photo.length / 2)))).toMatch(
      /^ne peut pas être décodée : le fichier est abîmé ou incomplet \(/,
    );
  });

  it('a cover narrower than 1200 px', async () => {
    expect(await refusal(await flatPng(1199, 800), 1200)).toBe(
      'mesure 1199 px de large ; une image de couverture en demande au moins 1200',
    );
  });

  it('a file over 20 MB, before reading it', async () => {
    const big = path.join(dir, 'enorme.jpg');
    await fs.writeFile(big, '');
    await fs.truncate(big, MAX_IMAGE_BYTES + 1);
    await expect(readImageFile(big)).rejects.toThrow(
      new ImageError('pèse 20,0\u00a0Mo ; une image pèse 20,0\u00a0Mo au plus'),
    );
    await fs.truncate(big, 33 * 1024 * 1024);
    await expect(readImageFile(big)).rejects.toThrow('pèse 33,0\u00a0Mo ; une image pèse 20,0\u00a0Mo au plus');
  });

  it('a file that is not there', async () => {
    await expect(readImageFile(path.join(dir, 'absente.jpg'))).rejects.toThrow(new ImageError('est introuvable'));
  });
});
