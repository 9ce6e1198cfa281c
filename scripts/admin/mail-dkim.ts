// `npm run mail:dkim -- --selector s2026 [--domain secretalia.fr] [--out FILE]`: makes
// the key pair the site signs its mails with, and prints the DNS record to publish,
// as a mail provider's console does. Run again, it keeps the key and prints the record.
import fs from 'node:fs';
import crypto from 'node:crypto';
import path from 'node:path';
import { dataPaths, domainOfAddress } from '../../server/env';
import { dkimTxt, newDkimKeyPair, zoneFileRecord } from '../../server/mail/dkim';
import { command, CommandError, UsageError } from './lib/command';

export default command(
  {
    name: 'mail:dkim',
    summary: 'Makes a DKIM key pair for the mails the site sends, and prints the DNS TXT record to publish.',
    options: {
      selector: { type: 'string', value: 'NAME', description: 'the key’s name in the DNS, e.g. s2026 (required)' },
      domain: { type: 'string', value: 'DOMAIN', description: 'the domain the mails are signed for (default: the domain of MAIL_FROM)' },
      out: { type: 'string', value: 'FILE', description: 'where to write the private key (default: DATA_DIR/dkim/<selector>.pem)' },
    },
    details: 'Then set DKIM_SELECTOR, DKIM_DOMAIN and DKIM_PRIVATE_KEY_FILE (README, "Mail") and restart the site.',
    database: false,
  },
  async ({ env, values, print, resolve }) => {
    const selector = typeof values.selector === 'string' ? values.selector : undefined;
    if (!selector || !/^[a-z0-9][a-z0-9._-]{0,62}$/i.test(selector)) throw new UsageError(`--selector: expected a name such as s2026, got "${selector ?? ''}"`);
    const domain = (typeof values.domain === 'string' ? values.domain : domainOfAddress(env.MAIL_FROM))?.toLowerCase();
    if (!domain || !/^([a-z0-9-]+\.)+[a-z]{2,}$/.test(domain)) throw new UsageError(`--domain: expected a domain such as secretalia.fr, got "${domain ?? ''}"`);
    const file = typeof values.out === 'string' ? resolve(values.out) : path.join(dataPaths(env).root, 'dkim', `${selector}.pem`);
    let txt: string;
    if (fs.existsSync(file)) {
      try {
        txt = dkimTxt(crypto.createPrivateKey(fs.readFileSync(file, 'utf8')));
      } catch {
        throw new CommandError(`${file} exists and is not a private key: give another --out`);
      }
      print(`${file} already holds a key: kept.`);
    } else {
      const pair = newDkimKeyPair();
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, pair.privatePem, { mode: 0o600, flag: 'wx' });
      txt = pair.txt;
      print(`private key written to ${file} (readable by this user only; keep it secret, back it up).`);
    }
    const name = `${selector}._domainkey.${domain}`;
    print(`\nPublish this TXT record in the DNS of ${domain}:\n  name:  ${name}\n  value: ${txt}\n\nAs a zone file writes it:\n  ${zoneFileRecord(name, txt)}`);
    print(`\nThen set, and restart the site:\n  DKIM_SELECTOR=${selector}\n  DKIM_DOMAIN=${domain}\n  DKIM_PRIVATE_KEY_FILE=${file}`);
  },
);
