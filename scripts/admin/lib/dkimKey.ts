import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { newDkimKeyPair, dkimTxt } from '../../../server/mail/dkim';
import { CommandError, UsageError } from './command';

/** The `--selector` and `--domain` of `mail:dkim`, checked; `fallbackDomain` is MAIL_FROM's. */
export function dkimNames(
  values: Record<string, string | boolean | undefined>,
  fallbackDomain: string | undefined,
): { selector: string; domain: string } {
  const selector = typeof values.selector === 'string' ? values.selector : undefined;
  if (!selector) throw new UsageError('--selector est obligatoire, par exemple --selector s2026');
  if (!/^[a-z0-9][a-z0-9._-]{0,62}$/i.test(selector))
    throw new UsageError(`--selector : attendu un nom comme s2026, reçu « ${selector} »`);
  const domain = (typeof values.domain === 'string' ? values.domain : fallbackDomain)?.toLowerCase();
  if (!domain)
    throw new UsageError(
      '--domain est obligatoire ici, MAIL_FROM n’ayant pas de domaine : par exemple --domain secretalia.fr',
    );
  if (!/^([a-z0-9-]+\.)+[a-z]{2,}$/.test(domain))
    throw new UsageError(`--domain : attendu un domaine comme secretalia.fr, reçu « ${domain} »`);
  return { selector, domain };
}

/**
 * The DNS TXT value of the key in `file`: kept when the file holds one (running
 * the command again changes nothing), else a new pair whose private half is
 * written there, readable by this user only. `print` says which.
 */
export function dkimKeyIn(file: string, print: (line: string) => void): string {
  if (fs.existsSync(file)) {
    let txt: string;
    try {
      txt = dkimTxt(crypto.createPrivateKey(fs.readFileSync(file, 'utf8')));
    } catch {
      throw new CommandError(`${file} existe et n’est pas une clé privée : indiquez un autre --out`);
    }
    print(`${file} contient déjà une clé : elle est gardée.`);
    return txt;
  }
  const pair = newDkimKeyPair();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, pair.privatePem, { mode: 0o600, flag: 'wx' });
  print(
    `clé privée écrite dans ${file} (lisible par cet utilisateur seulement ; gardez-la secrète et sauvegardez-la).`,
  );
  return pair.txt;
}
