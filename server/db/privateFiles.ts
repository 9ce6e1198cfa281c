import fs from 'node:fs';
import path from 'node:path';

/**
 * The site's files (the database, the leads' mails, the backups, DKIM keys) are
 * for the site's user only. The server and the commands start with umask 077,
 * so what they create is private; these helpers cover what was there before and
 * what a library creates with modes of its own.
 */

/** Permission bits for the group and for others. */
const SHARED_BITS = 0o077;

/** Every path under `dir` (itself included), without following symbolic links. */
function* walk(dir: string): Generator<{ file: string; stats: fs.Stats }> {
  let stats: fs.Stats;
  try {
    stats = fs.lstatSync(dir);
  } catch {
    return;
  }
  yield { file: dir, stats };
  if (!stats.isDirectory()) return;
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) yield* walk(path.join(dir, name));
}

/** Creates the folder for the site's user only (0700) when it does not exist yet; an existing one is left as it is. */
export function makePrivateFolder(dir: string): void {
  try {
    if (!fs.existsSync(dir)) fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch {
    // Not creatable here: opening the database says why, with the fix.
  }
}

/**
 * Takes the group's and others' rights away from everything under `dir`.
 * PGlite writes its new database's files 0666 whatever the umask (they come
 * from its in-memory image with their modes): its folder is made private after each opening.
 */
export function keepPrivate(dir: string): number {
  let changed = 0;
  for (const { file, stats } of walk(dir)) {
    if (stats.isSymbolicLink() || stats.isSocket() || !(stats.mode & SHARED_BITS)) continue;
    try {
      fs.chmodSync(file, stats.mode & 0o7700);
      changed++;
    } catch {
      // A file that went away meanwhile (a WAL segment recycled) needs nothing.
    }
  }
  return changed;
}

/** What under `dir` the group or others may read, write or enter: how many, and the first few with their modes. */
export function widerThanPrivate(dir: string, shown = 3): { count: number; examples: string[] } {
  const examples: string[] = [];
  let count = 0;
  for (const { file, stats } of walk(dir)) {
    if (stats.isSymbolicLink() || stats.isSocket() || !(stats.mode & SHARED_BITS)) continue;
    count++;
    if (examples.length < shown) examples.push(`${file} (${(stats.mode & 0o777).toString(8).padStart(4, '0')})`);
  }
  return { count, examples };
}
