import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { preferredEncoding } from './negotiation';

/** Lists every file under `dir`, as paths relative to it with forward slashes. */
function listFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), rel) : [rel];
  });
}

/**
 * Serves the hashed build output under /assets: names change with content, so
 * browsers keep them a year. The build wrote `.br` and `.gz` siblings; the best
 * one the browser accepts is sent as is, with no compression at request time.
 */
export function serveHashedAssets(dir: string, { sourceMaps = false }: { sourceMaps?: boolean } = {}): RequestHandler {
  // Source maps give the original code away: served in development only.
  const files = new Set(listFiles(dir).filter((file) => sourceMaps || !SOURCE_MAP.test(file)));
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    if (!files.has(name) || name.endsWith('.br') || name.endsWith('.gz')) return next();
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    let file = name;
    if (encoding === 'br' && files.has(`${name}.br`)) file = `${name}.br`;
    else if (encoding === 'gzip' && files.has(`${name}.gz`)) file = `${name}.gz`;
    res.type(path.extname(name));
    res.setHeader('Vary', 'Accept-Encoding');
    if (file !== name) res.setHeader('Content-Encoding', encoding as string);
    res.sendFile(file, { root: dir, maxAge: '365d', immutable: true, dotfiles: 'deny' }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  };
}

const SOURCE_MAP = /\.map(\.br|\.gz)?$/;

/** Files with stable names (favicon, video, images): a day in caches. Source maps only when asked (development). */
export function servePublicFiles(dir: string, { sourceMaps = false }: { sourceMaps?: boolean } = {}): RequestHandler {
  const serve = express.static(dir, { maxAge: '1d', index: false, redirect: false, dotfiles: 'ignore' });
  return (req, res, next) => (!sourceMaps && SOURCE_MAP.test(req.path) ? next() : serve(req, res, next));
}
