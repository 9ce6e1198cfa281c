import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Four projects:
 * - `server`: unit and API tests beside the code, against an in-memory PGlite,
 *   or against the Postgres server named by TEST_DATABASE_URL (one schema per file);
 * - `site`: whole-site tests in tests/ that start the built server as a real
 *   process and drive Debian's Chromium (skipped when it is not installed,
 *   unless REQUIRE_BROWSER=1);
 * - `reliability`: the built server as real processes under concurrent posts while
 *   Postgres, Redis or the process goes away (tests/reliability/; needs Postgres and Redis);
 * - `container`: the Docker image built from the Dockerfile, run as ops run it
 *   (tests/container/; skipped when no Docker engine answers, unless REQUIRE_DOCKER=1).
 * The first two use the production build, made once by the global setup when stale.
 */
export default defineConfig({
  test: {
    globalSetup: ['tests/helpers/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core
    // machine, whose second core then mostly waits, since a server test file spends much of
    // its time in PGlite's I/O and in sharp's threads. Two at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['{server,client,views,shared,scripts,migrations}/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'site',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/container/**', 'tests/reliability/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          // Real server processes under load while Postgres, Redis or the process itself
          // goes away (tests/reliability/); they need a Postgres server and Redis.
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'container',
          include: ['tests/container/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/container/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
