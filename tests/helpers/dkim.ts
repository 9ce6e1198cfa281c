import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dkimVerify } from 'mailauth';
import { dkimTxt } from '../../server/mail/dkim';

/** A DKIM key in a file of its own, and the DNS that publishes its public half (for mailauth, offline). */
export function dkimFixture(selector = 's2026', domain = 'secretalia.fr') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dkim-'));
  const keyFile = path.join(dir, `${selector}.pem`);
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  fs.writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }) as string);
  const zone = new Map([[`${selector}._domainkey.${domain}`, [dkimTxt(privateKey).match(/.{1,255}/g)!]]]);
  /** A verifier's DNS lookups, answered from the zone above, never the network. */
  const resolver = async (name: string, type: string) => {
    const record = type === 'TXT' ? zone.get(name.toLowerCase()) : undefined;
    if (record) return record;
    throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  };
  return {
    env: { DKIM_SELECTOR: selector, DKIM_DOMAIN: domain, DKIM_PRIVATE_KEY_FILE: keyFile },
    keyFile,
    /** The record to publish, as `mail:dkim` prints it: `v=DKIM1; k=rsa; p=…`, at `name`. */
    record: { name: `${selector}._domainkey.${domain}`, txt: dkimTxt(privateKey) },
    /** mailauth's verdict on a raw message, and the headers its signature covers (lower case). */
    async verify(raw: string | Buffer) {
      const { results } = await dkimVerify(typeof raw === 'string' ? Buffer.from(raw) : raw, { resolver });
      const result = results[0];
      return {
        result: result?.status.result,
        signed: ((result as { signingHeaders?: { keys?: string } } | undefined)?.signingHeaders?.keys ?? '')
          .split(/:\s*/)
          .map((name: string) => name.toLowerCase()),
      };
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
