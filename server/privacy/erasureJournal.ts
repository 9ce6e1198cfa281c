import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { looksLikePhone, phoneDigitVariants } from './phone';
import { storedSpellings } from '../../shared/emailAddress';

/**
 * The journal of erasures (docs/decisions/049-erasures-outlive-restores.md): a backup made
 * before `privacy:erase` still holds the person, so every erasure is also written here,
 * outside the database, where restoring a backup cannot undo it, and `npm run restore`
 * erases them again from what it restored.
 *
 * It holds no address nor number in clear: each line is the date and the keyed hashes
 * (HMAC-SHA256) of the ways the person's address or phone may be stored. The key is a file
 * of its own beside it: the journal alone, copied with the backups, names nobody and cannot
 * be checked against a guessed address. Both live in DATA_DIR/privacy, readable by the
 * site's user only, which every instance of the compose stack shares (its volume).
 */

export function journalPaths(dataDir: string) {
  const dir = path.join(dataDir, 'privacy');
  return { dir, journal: path.join(dir, 'erasures.jsonl'), key: path.join(dir, 'erasures.key') };
}

interface JournalLine {
  at: string;
  hashes: string[];
}

/** The stored forms of an address (its spellings, lower-cased) or of a phone number (its digits in every form). */
export function identifiersOf(who: string): string[] {
  return looksLikePhone(who)
    ? phoneDigitVariants(who).map((digits) => `phone:${digits}`)
    : storedSpellings(who).map((email) => `email:${email}`);
}

function readKey(file: string): Buffer | undefined {
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/** The journal's key, made at the first erasure (never replaced: the hashes already written depend on it). */
function keyOf(dataDir: string, create: boolean): Buffer | undefined {
  const { dir, key } = journalPaths(dataDir);
  const existing = readKey(key);
  if (existing || !create) return existing;
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    // `wx`: two erasures at once make one key, the second reads the first's.
    fs.writeFileSync(key, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readKey(key);
}

const hashOf = (key: Buffer, identifier: string) => createHmac('sha256', key).update(identifier).digest('base64url');

/** Writes the erasure of these identifiers (identifiersOf) to the journal, one line, appended. */
export function journalErasure(dataDir: string, identifiers: string[], now = new Date()): void {
  const key = keyOf(dataDir, true)!;
  const line: JournalLine = { at: now.toISOString(), hashes: identifiers.map((id) => hashOf(key, id)) };
  fs.appendFileSync(journalPaths(dataDir).journal, `${JSON.stringify(line)}\n`, { mode: 0o600 });
}

/** What the journal of DATA_DIR knows: whether an identifier was erased; undefined when nothing was ever erased. */
export function readJournal(dataDir: string): ((identifier: string) => boolean) | undefined {
  const key = keyOf(dataDir, false);
  let text: string;
  try {
    text = fs.readFileSync(journalPaths(dataDir).journal, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  if (!key) throw new Error(`${journalPaths(dataDir).key} manque : le journal des effacements ne peut pas être lu`);
  const erased = new Set<string>();
  for (const line of text.split('\n')) {
    // A line cut by a full disk or a crash is the only one that can fail to parse: the others still count.
    if (!line.trim()) continue;
    try {
      for (const hash of (JSON.parse(line) as JournalLine).hashes) erased.add(hash);
    } catch {
      continue;
    }
  }
  return erased.size ? (identifier) => erased.has(hashOf(key, identifier)) : undefined;
}
