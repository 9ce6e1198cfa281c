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

/** The addresses' headers of a mail name `email` (whatever its case), as a whole address. */
function addressedTo(content: string, email: string): boolean {
  const pattern = new RegExp(`(^|[\\s<,;:"])${escapeRegExp(email)}($|[\\s>,;"])`, 'i');
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

/** The mail files sent to, or answering to, `email`. */
export async function mailFilesAbout(dir: string, email: string): Promise<MailFile[]> {
  const found: MailFile[] = [];
  for (const file of await emlFiles(dir)) {
    const content = await fs.readFile(file, 'utf8');
    if (addressedTo(content, email)) found.push({ file, modifiedAt: (await fs.stat(file)).mtime, content });
  }
  return found;
}

/** Quoted-printable undone (soft line breaks, =XX bytes): a body's words as written. */
const unquoted = (content: string) =>
  Buffer.from(
    content
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The mail files whose text holds one of `texts` (a lead's phone number as typed: its notification). */
export async function mailFilesMentioning(dir: string, texts: string[]): Promise<MailFile[]> {
  const found: MailFile[] = [];
  if (!texts.length) return found;
  for (const file of await emlFiles(dir)) {
    const content = await fs.readFile(file, 'utf8');
    const text = unquoted(content);
    if (texts.some((wanted) => text.includes(wanted)))
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
