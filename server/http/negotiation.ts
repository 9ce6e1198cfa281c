import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';

export type Encoding = 'br' | 'gzip' | 'identity';

/** At equal weight the server's preference decides (RFC 9110 §12.5.3): the smallest first. */
const PREFERENCE: Encoding[] = ['br', 'gzip', 'identity'];

const chosen = new Map<string, Encoding>();

/**
 * The encoding to send, from `Accept-Encoding`: the acceptable one the client
 * weighs most, and among equals br, then gzip, then none. Browsers write
 * `gzip, deflate, br, zstd`: all at weight 1, so br, whatever the order. Without
 * any acceptable, the body as it is. Remembered per distinct header: browsers
 * send a handful of them.
 */
export function preferredEncoding(header: string | undefined): Encoding {
  const key = header ?? '';
  let encoding = chosen.get(key);
  if (encoding) return encoding;
  const weights = new Map<string, number>();
  for (const part of key.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Math.min(1, Number(q) || 0));
  }
  // A coding not named takes the weight of `*`; identity is acceptable unless refused.
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? (name === 'identity' ? 1 : 0);
  encoding = PREFERENCE.reduce((best, name) => (weightOf(name) > weightOf(best) ? name : best), PREFERENCE[0]!);
  if (weightOf(encoding) === 0) encoding = 'identity';
  if (chosen.size < 256) chosen.set(key, encoding);
  return encoding;
}

/** A weak validator of a body: the same for each of its encodings, which mean the same thing (RFC 9110 §8.8.1). */
export const weakEtag = (body: Buffer | string) =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/**
 * `If-None-Match` as RFC 9110 §13.1.2 reads it: true (answer 304) when it is `*`,
 * or when one of the tags it lists is the current one by weak comparison (the
 * `W/` of either side does not matter).
 */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const current = opaque(etag);
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === current);
}

/**
 * Sends a body that may change at any time (a sitemap, an API list) with a
 * validator, and `304 Not Modified` to a client that already has it.
 */
export function sendValidated(req: Request, res: Response, body: string | Buffer, contentType: string): void {
  const etag = weakEtag(body);
  res.type(contentType).setHeader('ETag', etag);
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
  if (noneMatch(req.get('if-none-match'), etag)) {
    res.status(304).end();
    return;
  }
  res.send(body);
}
