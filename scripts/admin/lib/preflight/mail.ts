// Preflight's lines on the mail: sent, encrypted, signed, as the running site sends, from its own domain.
import type { Knex } from 'knex';
import { dataPaths, domainOfAddress, type Env } from '../../../../server/env';
import { DkimError, loadDkimKey, type DkimKey } from '../../../../server/mail/dkim';
import { publishedDkim, type PublishedDkim, type ResolveTxt } from '../../../../server/mail/dkimRecord';
import { mailSettingsDifferences } from '../../../../server/mail/recordedSender';
import { mailSenderOf, relayProblem, smtpSettings, type RelayProblem } from '../../../../server/mail/transport';
import { settingsTableExists } from '../../../../server/settings/secrets';
import { site } from '../../../../shared/site';
import type { CommandLine } from '../command';
import type { Check } from './check';

/** What preflight says of a relay that would not take the mails, and the fix. */
const RELAY_PROBLEMS: Record<RelayProblem, { detail: string; fix: string }> = {
  'no-starttls': {
    detail:
      'le serveur ne propose pas STARTTLS, aucun e-mail ne partirait (l’identifiant et les messages passeraient en clair)',
    fix: 'utiliser smtps://…:465 ou un serveur qui propose STARTTLS',
  },
  'login-refused': {
    detail: 'l’identifiant ou le mot de passe de SMTP_URL est refusé',
    fix: 'corriger l’identifiant et le mot de passe de SMTP_URL (caractères spéciaux encodés : @ s’écrit %40)',
  },
  certificate: {
    detail: 'le certificat du serveur n’est pas reconnu',
    fix: 'si le serveur a une autorité de certification privée, la faire reconnaître : NODE_EXTRA_CA_CERTS=/chemin/vers/autorite.pem dans l’environnement du site',
  },
  unreachable: {
    detail: 'le serveur ne répond pas',
    fix: 'vérifier l’hôte et le port de SMTP_URL, et que cette machine peut le joindre (pare-feu)',
  },
};

/** SMTP_URL: set, encrypted, and the relay connected to for real and taking the site's login. */
async function sendingCheck(env: Env): Promise<Check> {
  const label = 'Envoi des e-mails';
  const smtp = env.SMTP_URL ? smtpSettings(env.SMTP_URL) : undefined;
  if (!smtp)
    return {
      label,
      ok: false,
      detail: 'SMTP_URL n’est pas défini : les e-mails sont écrits dans des fichiers, personne ne les reçoit',
      fix: 'définir SMTP_URL=smtps://identifiant:motdepasse@smtp.votre-fournisseur.fr:465',
    };
  const clear = !smtp.options.secure && !smtp.options.requireTLS;
  const fix =
    'utiliser smtps://…:465 ou un serveur qui propose STARTTLS, sans ?requireTLS=false ni ?tls.rejectUnauthorized=false';
  if (clear || smtp.weakened.length)
    return { label, ok: false, detail: `${smtp.label} : connexion non chiffrée ou certificat non vérifié`, fix };
  // Connected for real, as the site will: the URL's spelling says nothing of what the relay offers.
  const relay = await relayProblem(env.SMTP_URL!);
  return {
    label,
    ok: !relay,
    detail: relay
      ? `${smtp.label} : ${RELAY_PROBLEMS[relay.problem].detail} (${relay.detail})`
      : `${smtp.label}, chiffré, identifiant accepté`,
    fix: relay ? RELAY_PROBLEMS[relay.problem].fix : fix,
  };
}

/** The DKIM signature: by the relay, or by the site with a key it can read (then that key, to check its record). */
function signatureCheck(env: Env, commandLine: CommandLine): { check: Check; key?: DkimKey } {
  const label = 'Signature DKIM';
  if (env.DKIM_SIGNED_BY_RELAY)
    return { check: { label, ok: true, detail: 'signés par le fournisseur d’envoi (DKIM_SIGNED_BY_RELAY=true)' } };
  const unsigned: Check = {
    label,
    ok: false,
    detail: 'les e-mails ne sont pas signés : les grandes messageries les rejettent ou les classent en indésirables',
    fix: `${commandLine('mail:dkim', '--selector s2026')}, publier l’enregistrement DNS, puis définir DKIM_SELECTOR, DKIM_DOMAIN et DKIM_PRIVATE_KEY_FILE (ou DKIM_SIGNED_BY_RELAY=true si votre fournisseur signe pour vous)`,
  };
  if (!env.DKIM_SELECTOR || !env.DKIM_PRIVATE_KEY_FILE) return { check: unsigned };
  const domain = env.DKIM_DOMAIN ?? domainOfAddress(env.MAIL_FROM) ?? '';
  try {
    const key = loadDkimKey({ selector: env.DKIM_SELECTOR, domain, keyFile: env.DKIM_PRIVATE_KEY_FILE });
    return { check: { label, ok: true, detail: `signés pour ${domain} (sélecteur ${env.DKIM_SELECTOR})` }, key };
  } catch (err) {
    if (!(err instanceof DkimError)) throw err;
    return { check: { ...unsigned, detail: err.french } };
  }
}

/** The published DKIM record against the key the site signs with. Only a DNS that does not answer is not blocking. */
function dkimRecordCheck(published: PublishedDkim, commandLine: CommandLine): Check {
  const label = 'Enregistrement DKIM publié';
  const fix = `publier l’enregistrement TXT que ${commandLine('mail:dkim', '--selector …')} affiche pour cette clé`;
  switch (published.state) {
    case 'matches':
      return { label, ok: true, detail: `${published.name} correspond à la clé du site` };
    case 'differs':
      return {
        label,
        ok: false,
        detail: `${published.name} publie une autre clé : les signatures du site échoueraient chez les destinataires`,
        fix,
      };
    case 'missing':
      return { label, ok: false, detail: `aucun enregistrement DKIM à ${published.name}`, fix };
    default:
      return {
        label,
        ok: false,
        blocks: false,
        detail: `le DNS ne répond pas d’ici (${published.detail}) : vérifiez que ${published.name} publie la clé du site`,
      };
  }
}

/** `--mail-to`: one mail sent now as the site sends it (relay, sender, DKIM), or why not. */
async function testMailCheck(env: Env, to: string): Promise<Check> {
  const label = `E-mail d’essai à ${to}`;
  const sender = mailSenderOf(env);
  try {
    await sender.send({
      from: env.MAIL_FROM,
      to,
      subject: `${site.name} : e-mail d’essai de la mise en ligne`,
      text: [
        `Cet e-mail a été envoyé par la vérification de mise en ligne (preflight) de ${env.SITE_URL}, comme le site envoie les siens.`,
        'S’il est arrivé dans la boîte de réception (et non dans les indésirables), l’envoi fonctionne.',
        'Dans ses en-têtes, « dkim=pass » confirme que la signature est reconnue.',
      ].join('\n\n'),
    });
    return env.SMTP_URL
      ? { label, ok: true, detail: `remis à ${sender.label} : vérifiez qu’il est arrivé` }
      : {
          label,
          ok: false,
          detail: `écrit dans ${dataPaths(env).mail} (SMTP_URL n’est pas défini) : personne ne le recevra`,
          fix: 'définir SMTP_URL',
        };
  } catch (err) {
    return {
      label,
      ok: false,
      detail: (err as Error).message,
      fix: 'corriger SMTP_URL (voir la ligne « Envoi des e-mails »)',
    };
  } finally {
    sender.close();
  }
}

/** The site's domain as mail sees it: www.secretalia.fr → secretalia.fr. */
const mailDomainOf = (siteUrl: string) => new URL(siteUrl).hostname.replace(/^www\./, '');

/** MAIL_FROM and MAIL_TO on the site's domain (unknown while SITE_URL is not set). */
function addressesCheck(env: Env, siteAddressKnown: boolean): Check {
  const label = 'Adresses d’envoi et de réception';
  // Before SITE_URL is set the site's domain is this machine's: no advice to send from « localhost ».
  if (!siteAddressKnown)
    return {
      label,
      ok: false,
      detail:
        'le domaine du site n’est pas encore connu (SITE_URL) : MAIL_FROM et MAIL_TO ne peuvent pas être vérifiés',
      fix: 'définir SITE_URL, puis MAIL_FROM et MAIL_TO sur le domaine du site',
    };
  const domain = mailDomainOf(env.SITE_URL);
  const addresses = [env.MAIL_FROM, ...env.MAIL_TO.split(',')].map((address) => address.trim());
  const foreign = addresses.filter(
    (address) => domainOfAddress(address) !== domain && !domainOfAddress(address)?.endsWith(`.${domain}`),
  );
  return {
    label,
    ok: !foreign.length,
    detail: foreign.length
      ? `${foreign.join(', ')} : pas sur le domaine du site (${domain})`
      : `MAIL_FROM et MAIL_TO sur ${domain}`,
    fix: `définir MAIL_FROM et MAIL_TO sur le domaine du site (${domain})`,
  };
}

/** Every mail line, in the order preflight prints them. */
export async function mailChecks(
  db: Knex,
  env: Env,
  commandLine: CommandLine,
  { mailTo, resolveTxt, siteAddressKnown }: { mailTo?: string; resolveTxt?: ResolveTxt; siteAddressKnown: boolean },
): Promise<Check[]> {
  const checks = [await sendingCheck(env)];
  const signature = signatureCheck(env, commandLine);
  checks.push(signature.check);
  if (signature.key) checks.push(dkimRecordCheck(await publishedDkim(signature.key, resolveTxt), commandLine));
  // Run from a shell that is not the site's, the lines above judge that shell: said, and blocking.
  const differences = (await settingsTableExists(db)) ? await mailSettingsDifferences(db, env).catch(() => []) : [];
  if (differences.length)
    checks.push({
      label: 'Réglages d’envoi',
      ok: false,
      detail: `ce ne sont pas ceux du site en marche : ${differences.join(' ; ')}`,
      fix: 'lancer preflight dans l’environnement du site (avec ses réglages), ou redémarrer le site avec ces réglages-ci',
    });
  if (mailTo) checks.push(await testMailCheck(env, mailTo));
  checks.push(addressesCheck(env, siteAddressKnown));
  return checks;
}
