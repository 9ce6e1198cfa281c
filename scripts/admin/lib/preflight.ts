import type { Knex } from 'knex';
import { backupsIn } from '../../../server/db/backup';
import { migrationSource } from '../../../migrations/index';
import { dataPaths, DEFAULT_BOOKING_URL, domainOfAddress, type Env } from '../../../server/env';
import { trustProxyProblem } from '../../../server/http/startChecks';
import { DkimError, loadDkimKey } from '../../../server/mail/dkim';
import { smtpSettings } from '../../../server/mail/transport';
import { settingsRepo } from '../../../server/settings/repo';
import { settingsTableExists } from '../../../server/settings/secrets';
import { publicAddressProblem } from '../../../server/settings/siteAddress';
import { exampleContactKeys } from '../../../shared/contactDetails';
import { missingLegalFacts } from '../../../shared/legalFacts';
import { plural } from '../../../shared/plural';
import type { CommandLine } from './command';

/** One thing a launch needs: done, or what blocks it and how to fix it. `blocks: false` is only said. */
export interface Check {
  label: string;
  ok: boolean;
  detail: string;
  fix?: string;
  blocks?: boolean;
}

/** The site's domain as mail sees it: www.secretalia.fr → secretalia.fr. */
const mailDomainOf = (siteUrl: string) => new URL(siteUrl).hostname.replace(/^www\./, '');

/**
 * What still stands between the site and its launch (`npm run preflight`): its
 * address, its mail (sent, encrypted, signed, from its own domain), what the
 * owner must set (legal facts, contact details, scheduling page, video), how
 * the proxy is trusted, the schema, and a recent backup of an embedded database.
 */
export async function preflightChecks(
  db: Knex,
  env: Env,
  embedded: boolean,
  commandLine: CommandLine,
): Promise<Check[]> {
  const checks: Check[] = [];
  const add = (check: Check) => checks.push(check);
  const addressProblem = publicAddressProblem(env.SITE_URL);
  add({
    label: 'Adresse du site',
    ok: !addressProblem,
    detail: addressProblem ?? env.SITE_URL,
    fix: 'définir SITE_URL=https://www.votre-domaine.fr là où le site tourne',
  });

  const smtp = env.SMTP_URL ? smtpSettings(env.SMTP_URL) : undefined;
  if (!smtp)
    add({
      label: 'Envoi des e-mails',
      ok: false,
      detail: 'SMTP_URL n’est pas défini : les e-mails sont écrits dans des fichiers, personne ne les reçoit',
      fix: 'définir SMTP_URL=smtps://identifiant:motdepasse@smtp.votre-fournisseur.fr:465',
    });
  else {
    const clear = !smtp.options.secure && !smtp.options.requireTLS;
    add({
      label: 'Envoi des e-mails',
      ok: !clear && !smtp.weakened.length,
      detail:
        clear || smtp.weakened.length
          ? `${smtp.label} : connexion non chiffrée ou certificat non vérifié`
          : `${smtp.label}, chiffré`,
      fix: 'utiliser smtps://…:465 ou un serveur qui propose STARTTLS, sans ?requireTLS=false ni ?tls.rejectUnauthorized=false',
    });
  }
  let dkim: Check = {
    label: 'Signature DKIM',
    ok: false,
    detail: 'les e-mails ne sont pas signés : les grandes messageries les rejettent ou les classent en indésirables',
    fix: `${commandLine('mail:dkim', '--selector s2026')}, publier l’enregistrement DNS, puis définir DKIM_SELECTOR, DKIM_DOMAIN et DKIM_PRIVATE_KEY_FILE (ou DKIM_SIGNED_BY_RELAY=true si votre fournisseur signe pour vous)`,
  };
  if (env.DKIM_SIGNED_BY_RELAY)
    dkim = { label: dkim.label, ok: true, detail: 'signés par le fournisseur d’envoi (DKIM_SIGNED_BY_RELAY=true)' };
  else if (env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY_FILE) {
    const domain = env.DKIM_DOMAIN ?? domainOfAddress(env.MAIL_FROM) ?? '';
    try {
      loadDkimKey({ selector: env.DKIM_SELECTOR, domain, keyFile: env.DKIM_PRIVATE_KEY_FILE });
      dkim = { label: dkim.label, ok: true, detail: `signés pour ${domain} (sélecteur ${env.DKIM_SELECTOR})` };
    } catch (err) {
      if (!(err instanceof DkimError)) throw err;
      dkim = { ...dkim, detail: err.french };
    }
  }
  add(dkim);
  const domain = mailDomainOf(env.SITE_URL);
  const addresses = [env.MAIL_FROM, ...env.MAIL_TO.split(',')].map((address) => address.trim());
  const foreign = addresses.filter(
    (address) => domainOfAddress(address) !== domain && !domainOfAddress(address)?.endsWith(`.${domain}`),
  );
  add({
    label: 'Adresses d’envoi et de réception',
    ok: !foreign.length,
    detail: foreign.length
      ? `${foreign.join(', ')} : pas sur le domaine du site (${domain})`
      : `MAIL_FROM et MAIL_TO sur ${domain}`,
    fix: `définir MAIL_FROM et MAIL_TO sur le domaine du site (${domain})`,
  });

  // A database never started on has no settings yet: all of them still to set.
  const settings = (await settingsTableExists(db)) ? settingsRepo(db) : { get: async () => ({}) };
  const missing = missingLegalFacts(await settings.get('legal'));
  add({
    label: 'Mentions légales',
    ok: !missing.length,
    detail: missing.length
      ? `${plural(missing.length, 'information manque', 'informations manquent')} : ${missing.map((fact) => fact.key).join(', ')}`
      : 'complètes',
    fix: `${commandLine('settings:legal', 'clé=valeur …')} (--help liste les clés)`,
  });
  const examples = exampleContactKeys(await settings.get('contact'));
  add({
    label: 'Coordonnées',
    ok: !examples.length,
    detail: examples.length ? `encore des exemples : ${examples.join(', ')}` : 'définies',
    fix: `${commandLine('settings:contact', 'phone="+33 …" email=…')} (--help liste les clés)`,
  });
  add({
    label: 'Page de prise de rendez-vous',
    ok: env.BOOKING_URL !== DEFAULT_BOOKING_URL,
    detail: env.BOOKING_URL === DEFAULT_BOOKING_URL ? `l’exemple livré (${DEFAULT_BOOKING_URL})` : env.BOOKING_URL,
    fix: 'définir BOOKING_URL=https://… (votre page Calendly ou autre)',
  });
  add({
    label: 'Seconde vidéo de l’accueil',
    ok: true,
    blocks: false,
    detail: env.VIDEO_EMBED_URL
      ? env.VIDEO_EMBED_URL
      : 'le film livré avec le site (VIDEO_EMBED_URL permet d’intégrer la vôtre)',
  });

  const proxy = trustProxyProblem(env.TRUST_PROXY, env.HOST);
  const httpsWithoutProxy = env.TRUST_PROXY === false && env.SITE_URL.startsWith('https:');
  add({
    label: 'Proxy de confiance (TRUST_PROXY)',
    ok: !proxy && !httpsWithoutProxy,
    detail: proxy
      ? 'un nombre de relais est cru de quiconque atteint le port'
      : httpsWithoutProxy
        ? 'non défini alors que le HTTPS passe par un proxy : tous les visiteurs partageraient une seule limite d’envois'
        : env.TRUST_PROXY === false
          ? 'non défini : le site est servi sans proxy'
          : String(env.TRUST_PROXY),
    fix: 'TRUST_PROXY=loopback si le proxy est sur la même machine (port publié sur 127.0.0.1), uniquelocal derrière un proxy de réseau privé (compose.yaml)',
  });

  const [, pending] = (await db.migrate.list({ migrationSource })) as [unknown[], unknown[]];
  add({
    label: 'Schéma de la base',
    ok: !pending.length,
    detail: pending.length ? `${plural(pending.length, 'migration', 'migrations')} à appliquer` : 'à jour',
    fix: `${commandLine('migrate')} (ou redémarrer le site)`,
  });
  if (embedded) {
    const latest = backupsIn(dataPaths(env).backups)[0];
    const fresh = latest && Date.now() - latest.at.getTime() < 24 * 60 * 60 * 1000;
    add({
      label: 'Sauvegarde',
      ok: Boolean(fresh),
      detail: latest
        ? `la dernière date du ${latest.at.toLocaleString('fr-FR', { timeZone: 'Europe/Paris' })}`
        : 'aucune sauvegarde',
      fix: `${commandLine('backup')} (le site en fait une par jour tant que BACKUP_KEEP_DAYS n’est pas 0)`,
    });
  }
  return checks;
}
