// `npm run mail:dkim -- --selector s2026 [--domain secretalia.fr] [--out FILE]`: makes
// the key pair the site signs its mails with, and prints the DNS record to publish,
// as a mail provider's console does. Run again, it keeps the key and prints the record.
import path from 'node:path';
import { dataPaths, domainOfAddress } from '../../server/env';
import { zoneFileRecord } from '../../server/mail/dkim';
import { command } from './lib/command';
import { dkimKeyIn, dkimNames } from './lib/dkimKey';

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
    const { selector, domain } = dkimNames(values, domainOfAddress(env.MAIL_FROM));
    const file =
      typeof values.out === 'string' ? resolve(values.out) : path.join(dataPaths(env).root, 'dkim', `${selector}.pem`);
    const txt = dkimKeyIn(file, print);
    const name = `${selector}._domainkey.${domain}`;
    print(
      `\nPubliez cet enregistrement TXT dans le DNS de ${domain} :\n  nom :    ${name}\n  valeur : ${txt}\n\nTel qu’un fichier de zone l’écrit :\n  ${zoneFileRecord(name, txt)}`,
    );
    print(
      `\nPuis définissez ces réglages et redémarrez le site :\n  DKIM_SELECTOR=${selector}\n  DKIM_DOMAIN=${domain}\n  DKIM_PRIVATE_KEY_FILE=${file}`,
    );
  },
);
