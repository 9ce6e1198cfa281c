import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pino from 'pino';
import { createApp, requestHandler } from '../../../server/app';
import { builtSiteDir, loadManifest } from '../../../server/render/assets';
import type { CommandContext } from './command';

/**
 * The addresses of the site that `html` links to or shows (links, images) and
 * that the site answers "not found": asked of the site itself, run in this
 * process on the same database, so that what a campaign points at is checked
 * before anything leaves. An unknown article is sent on to /blog (302): missing too.
 */
export async function missingSiteAddresses(
  { database, env }: Pick<CommandContext, 'database' | 'env'>,
  html: string,
): Promise<string[]> {
  const site = new URL(env.SITE_URL);
  const paths = new Set<string>();
  for (const [, attribute] of html.matchAll(/\b(?:href|src)="([^"]+)"/g)) {
    const url = new URL(attribute!.replace(/&amp;/g, '&'), site);
    if (url.origin === site.origin && !url.pathname.includes('%%')) paths.add(`${url.pathname}${url.search}`);
  }
  if (!paths.size) return [];
  const dist = builtSiteDir();
  const app = createApp({
    env,
    database,
    logger: pino({ level: 'silent' }),
    manifest: loadManifest(dist),
    publicDir: path.join(dist, 'public'),
  });
  const server = http.createServer(requestHandler(app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const missing: string[] = [];
    for (const pathname of paths) {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${pathname}`, {
        headers: { host: site.host },
        redirect: 'manual',
      });
      const sentToBlog =
        res.status === 302 &&
        new URL(res.headers.get('location') ?? '/', site).pathname === '/blog' &&
        pathname.startsWith('/blog/');
      if (res.status === 404 || res.status === 410 || sentToBlog) missing.push(pathname);
      await res.arrayBuffer();
    }
    return missing;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
