import dns from 'node:dns';
import type { DkimKey } from './dkim';
import { dkimTxt } from './dkim';

/** Reads a name's TXT records, each as its strings (a long value comes split in 255-character pieces). */
export type ResolveTxt = (name: string) => Promise<string[][]>;

/**
 * The system's resolver (dns.setServers applies), given five seconds: preflight must not
 * hang on a DNS that does not answer.
 */
const systemResolveTxt: ResolveTxt = (name) =>
  Promise.race([
    dns.promises.resolveTxt(name),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(Object.assign(new Error('no answer in 5 s'), { code: 'ETIMEOUT' })), 5_000).unref(),
    ),
  ]);

/** What the DNS publishes for a DKIM key: its public half, another key, nothing, or no answer. */
export type PublishedDkim =
  | { state: 'matches'; name: string }
  | { state: 'differs'; name: string }
  | { state: 'missing'; name: string }
  | { state: 'unknown'; name: string; detail: string };

const publicKeyOf = (txt: string) => /(?:^|;)\s*p=([^;]*)/.exec(txt)?.[1]?.replace(/\s+/g, '');

/**
 * Compares the record published at `<selector>._domainkey.<domain>` with the key the
 * site signs with: receivers verify with the published one, so a key changed without
 * its record (or a record never published) makes every signature fail.
 */
export async function publishedDkim(key: DkimKey, resolveTxt: ResolveTxt = systemResolveTxt): Promise<PublishedDkim> {
  const name = `${key.keySelector}._domainkey.${key.domainName}`;
  let records: string[][];
  try {
    records = await resolveTxt(name);
  } catch (err) {
    const { code = '', message = '' } = err as Error & { code?: string };
    if (code === 'ENOTFOUND' || code === 'ENODATA') return { state: 'missing', name };
    return { state: 'unknown', name, detail: code || message };
  }
  const published = records.map((chunks) => publicKeyOf(chunks.join(''))).filter(Boolean);
  if (!published.length) return { state: 'missing', name };
  return published.includes(publicKeyOf(dkimTxt(key.privateKey)))
    ? { state: 'matches', name }
    : { state: 'differs', name };
}
