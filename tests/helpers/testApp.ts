import path from 'node:path';
import pino from 'pino';
import { createApp, type AppDeps } from '../../server/app';
import type { Database } from '../../server/db/database';
import { loadEnv, type Env } from '../../server/env';
import { loadManifest } from '../../server/render/assets';

export const distDir = path.resolve(import.meta.dirname, '../../dist');

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({ SITE_URL: 'https://www.secretalia.fr', LOG_LEVEL: 'silent', ...overrides });
}

/** The real app on the real production build, with a silent logger. */
export function createTestApp(database: Database, overrides: Partial<AppDeps> = {}) {
  return createApp({
    env: testEnv(),
    database,
    logger: pino({ level: 'silent' }),
    manifest: loadManifest(distDir),
    publicDir: path.join(distDir, 'public'),
    ...overrides,
  });
}
