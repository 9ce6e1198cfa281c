import { defineConfig } from 'vitest/config';

/**
 * Two projects:
 * - `server`: unit and API tests beside the code, against an in-memory PGlite,
 *   or against the Postgres server named by TEST_DATABASE_URL (one schema per file);
 * - `site`: whole-site tests in tests/ that start the built server as a real
 *   process and drive Debian's Chromium (skipped when it is not installed,
 *   unless REQUIRE_BROWSER=1).
 * Both use the production build, made once by the global setup when stale.
 */
export default defineConfig({
  test: {
    globalSetup: ['tests/helpers/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
          environment: 'node',
          // Each file starts servers and browsers: one at a time keeps the 2-core machine honest.
          fileParallelism: false,
        },
      },
    ],
  },
});
