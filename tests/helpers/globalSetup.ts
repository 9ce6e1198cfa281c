import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Builds the site once per test run when the sources changed since the last build,
 * and gives the run a DATA_DIR of its own (the checkout's ./data is the owner's):
 * what tests run in their own process writes there, removed at the end.
 */
export default async function globalSetup(): Promise<() => void> {
  // @ts-expect-error plain JavaScript build script without type declarations
  const { build, isBuildCurrent } = await import('../../scripts/build/build.mjs');
  if (!isBuildCurrent()) await build({ log: () => {} });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secretalia-test-run-'));
  process.env.DATA_DIR = dataDir;
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
