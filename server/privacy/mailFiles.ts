import fs from 'node:fs/promises';
import path from 'node:path';
import { escapeRegExp } from '../../shared/escape';

/**
 * Without SMTP_URL, each outgoing mail is written as an `.eml` file in
 * `./data/mail` (server/index.ts): a copy of the visitor's words that
 * privacy requests and the retention purge must reach too.
 */

export interface MailFile {
  /** Path of the file. */
  file: string;
  modifiedAt: Date;
  /** The whole message as stored (headers and MIME body). */
  content: string;
}

/** The header block, folded lines joined. */
function headersOf(content: string): string {
  const end = content.search(/\r?\n\r?\n/);
  return (end < 0 ? content : content.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
}

/** Where an address stands alone: not inside a longer one (`anne@…` in `marianne@…`). */
const standingAlone = (spellings: string[]) =>
  new RegExp(`(^|[\\s<>(),;:"'\\[\\]])(${spellings.map(escapeRegExp).join('|')})($|[\\s<>(),;:"'\\[\\]])`, 'i');

/** The addresses' headers of a mail name one of `spellings` (whatever the case), as a whole address. */
function addressedTo(content: string, pattern: RegExp): boolean {
  return headersOf(content)
    .split(/\r?\n/)
    .some((line) => /^(to|cc|bcc|reply-to|from):/i.test(line) && pattern.test(line.slice(line.indexOf(':') + 1)));
}

async function emlFiles(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir)).filter((name) => name.endsWith('.eml')).map((name) => path.join(dir, name));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** Quoted-printable undone (soft line breaks, =XX bytes): a body's words as written. */
const unquoted = (content: string) =>
  Buffer.from(
    content
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/**
 * The mail files about a person: sent to or answering to one of the address's `spellings`,
 * or whose text names it or holds one of `texts` (a phone number as typed: a callback's
 * notification; the morning digest, which lists waiting leads by address or phone).
 */
export async function mailFilesAbout(
  dir: string,
  { spellings, texts }: { spellings: string[]; texts: string[] },
): Promise<MailFile[]> {
  const found: MailFile[] = [];
  if (!spellings.length && !texts.length) return found;
  const address = spellings.length ? standingAlone(spellings) : undefined;
  for (const file of await emlFiles(dir)) {
    const content = await fs.readFile(file, 'utf8');
    const text = unquoted(content);
    if (
      (address && (addressedTo(content, address) || address.test(text))) ||
      texts.some((wanted) => text.includes(wanted))
    )
      found.push({ file, modifiedAt: (await fs.stat(file)).mtime, content });
  }
  return found;
}

/** Deletes the mail files written before `before`; resolves with how many. */
export async function deleteMailFilesOlderThan(dir: string, before: Date): Promise<number> {
  let deleted = 0;
  for (const file of await emlFiles(dir)) {
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat && stat.mtime < before) {
      await fs.rm(file, { force: true });
      deleted += 1;
    }
  }
  return deleted;
}
