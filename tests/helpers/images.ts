import sharp from 'sharp';

/**
 * Test images made on the spot: a photograph-like JPEG (soft shapes, sensor
 * grain, so encoders work as on a real photo), flat PNGs, a diagram with
 * transparency. Nothing binary is committed for the tests.
 */
export async function photoJpeg(width = 3000, height = 2000, seed = 1): Promise<Buffer> {
  const shapes = Array.from({ length: 24 }, (_, i) => {
    const r = (i * 7919 + seed * 104_729) % 1000;
    return `<circle cx="${(r * 37) % width}" cy="${(r * 53) % height}" r="${Math.round((80 + (r % 300)) * (width / 3000))}" fill="hsl(${(r * 13) % 360},55%,${35 + (r % 40)}%)" fill-opacity="0.6"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8fb8c4"/><stop offset="1" stop-color="#e9d7c0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 10 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

export function flatPng(width: number, height: number, colour = '#0e5a66'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A drawing on a transparent background, as a diagram exported from a slide. */
export function diagramPng(width = 900, height = 500): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="40" y="40" width="300" height="160" rx="16" fill="#0E5A66"/><rect x="${width - 340}" y="${height - 200}" width="300" height="160" rx="16" fill="#B8432B"/><path d="M340 120 L${width - 340} ${height - 120}" stroke="#13252B" stroke-width="8"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
