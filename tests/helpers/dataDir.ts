import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The shipped covers' variants, made once for every test run on this machine
 * (server/blog/seed.ts encodes eight covers for each new embedded database
 * otherwise): outside the checkout, whose ./data is the owner's.
 */
export const sharedMediaCache = path.join(os.tmpdir(), 'secretalia-tests', 'cache', 'media');

/**
 * A DATA_DIR of its own for a server or a command under test (its embedded
 * database, its .eml mails), removed by the caller; the media cache is the shared one.
 */
export function freshDataDir(label = 'data'): string {
  fs.mkdirSync(sharedMediaCache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `secretalia-${label}-`));
  fs.symlinkSync(path.dirname(sharedMediaCache), path.join(dir, 'cache'));
  return dir;
}
