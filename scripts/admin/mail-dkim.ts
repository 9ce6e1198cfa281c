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
    summary:
      'Crée une paire de clés DKIM pour signer les e-mails du site, et affiche l’enregistrement DNS TXT à publier.',
    options: {
      selector: {
        type: 'string',
        value: 'NOM',
        description: 'le nom de la clé dans le DNS, par exemple s2026 (obligatoire)',
      },
      domain: {
        type: 'string',
        value: 'DOMAINE',
        description: 'le domaine pour lequel les e-mails sont signés (par défaut : celui de MAIL_FROM)',
      },
      out: {
        type: 'string',
        value: 'FICHIER',
        description: 'où écrire la clé privée (par défaut : DATA_DIR/dkim/<nom>.pem)',
      },
    },
    details:
      'Ensuite, définissez DKIM_SELECTOR, DKIM_DOMAIN et DKIM_PRIVATE_KEY_FILE (README, « Mail ») et redémarrez le site. Relancée, la commande garde la clé et réaffiche l’enregistrement.',
    database: false,
  },
  async ({ env, values, print, resolve }) => {
    const selector = typeof values.selector === 'string' ? values.selector : undefined;
    if (!selector) throw new UsageError('--selector est obligatoire, par exemple --selector s2026');
    if (!/^[a-z0-9][a-z0-9._-]{0,62}$/i.test(selector))
      throw new UsageError(`--selector : attendu un nom comme s2026, reçu « ${selector} »`);
    const domain = (typeof values.domain === 'string' ? values.domain : domainOfAddress(env.MAIL_FROM))?.toLowerCase();
    if (!domain)
      throw new UsageError(
        '--domain est obligatoire ici, MAIL_FROM n’ayant pas de domaine : par exemple --domain secretalia.fr',
      );
    if (!/^([a-z0-9-]+\.)+[a-z]{2,}$/.test(domain))
      throw new UsageError(`--domain : attendu un domaine comme secretalia.fr, reçu « ${domain} »`);
    const file =
      typeof values.out === 'string' ? resolve(values.out) : path.join(dataPaths(env).root, 'dkim', `${selector}.pem`);
    let txt: string;
    if (fs.existsSync(file)) {
      try {
        txt = dkimTxt(crypto.createPrivateKey(fs.readFileSync(file, 'utf8')));
      } catch {
        throw new CommandError(`${file} existe et n’est pas une clé privée : indiquez un autre --out`);
      }
      print(`${file} contient déjà une clé : elle est gardée.`);
    } else {
      const pair = newDkimKeyPair();
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, pair.privatePem, { mode: 0o600, flag: 'wx' });
      txt = pair.txt;
      print(
        `clé privée écrite dans ${file} (lisible par cet utilisateur seulement ; gardez-la secrète et sauvegardez-la).`,
      );
    }
    const name = `${selector}._domainkey.${domain}`;
    print(
      `\nPubliez cet enregistrement TXT dans le DNS de ${domain} :\n  nom :    ${name}\n  valeur : ${txt}\n\nTel qu’un fichier de zone l’écrit :\n  ${zoneFileRecord(name, txt)}`,
    );
    print(
      `\nPuis définissez ces réglages et redémarrez le site :\n  DKIM_SELECTOR=${selector}\n  DKIM_DOMAIN=${domain}\n  DKIM_PRIVATE_KEY_FILE=${file}`,
    );
  },
);
