import type { Knex } from 'knex';
import { backupsIn, systemPgDump } from '../../../server/db/backup';
import { widerThanPrivate } from '../../../server/db/privateFiles';
import { migrationSource } from '../../../migrations/index';
import { dataPaths, DEFAULT_BOOKING_URL, domainOfAddress, redactUrl, webhookHost, type Env } from '../../../server/env';
import { hostProblem, redisProblem, trustProxyProblem } from '../../../server/http/startChecks';
import { DkimError, loadDkimKey, type DkimKey } from '../../../server/mail/dkim';
import { mailSettingsDifferences } from '../../../server/mail/recordedSender';
import { publishedDkim, type PublishedDkim, type ResolveTxt } from '../../../server/mail/dkimRecord';
import { mailSenderOf, relayProblem, smtpSettings, type RelayProblem } from '../../../server/mail/transport';
import { site } from '../../../shared/site';
import { landingRepo } from '../../../server/landing/repo';
import { settingsRepo, type SettingKey, type SettingValue } from '../../../server/settings/repo';
import { settingsTableExists } from '../../../server/settings/secrets';
import { publicAddressProblem } from '../../../server/settings/siteAddress';
import { exampleContactKeys } from '../../../shared/contactDetails';
import { missingLegalFacts, type LegalFacts } from '../../../shared/legalFacts';
import { plural } from '../../../shared/plural';
import { HDS_CLAIM_TOKEN, isOwnerFactKey, missingIn, ownerFacts } from '../../../shared/ownerFacts';
import { CommandError, UsageError, type CommandLine, type CommandOption } from './command';
import { NEWSLETTER_EMAIL_PATTERN } from '../../../shared/forms';

/** One thing a launch needs: done, or what blocks it and how to fix it. `blocks: false` is only said. */
export interface Check {
  label: string;
  ok: boolean;
  detail: string;
  fix?: string;
  blocks?: boolean;
}

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

/** `--mail-to`, as `--help` shows it. */
export const preflightOptions: Record<string, CommandOption> = {
  'mail-to': {
    type: 'string',
    value: 'E-MAIL',
    description:
      'envoie aussi un e-mail d’essai à cette adresse, comme le site envoie les siens (serveur, expéditeur, signature)',
  },
};

/** The address of `--mail-to`, checked before anything is opened. */
export function preflightArguments({ values }: { values: Record<string, string | boolean | undefined> }) {
  const mailTo = typeof values['mail-to'] === 'string' ? values['mail-to'].trim() : undefined;
  if (mailTo !== undefined && !NEWSLETTER_EMAIL_PATTERN.test(mailTo))
    throw new UsageError(`--mail-to : attendu une adresse e-mail, reçu « ${mailTo} »`);
  return { mailTo };
}

export interface PreflightOptions {
  /** `--mail-to`: a test mail sent there as the site sends. */
  mailTo?: string;
  /** The DNS lookup of the DKIM record (tests give theirs). */
  resolveTxt?: ResolveTxt;
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

/**
 * What still stands between the site and its launch (`npm run preflight`): its
 * address, its mail (sent, encrypted, signed, from its own domain), what the
 * owner must set (legal facts, contact details, scheduling page, video), how
 * the proxy is trusted, the schema, and a recent backup (embedded database or Postgres).
 */
export async function preflightChecks(
  db: Knex,
  env: Env,
  embedded: boolean,
  commandLine: CommandLine,
  options: PreflightOptions = {},
): Promise<Check[]> {
  // What would stop the server stops preflight, in the server's words (server/http/startChecks.ts);
  // TRUST_PROXY and DATABASE_URL were checked before, as the server checks them.
  const host = await hostProblem(env.HOST);
  if (host) throw new CommandError(host);
  const redis = await redisProblem(env.REDIS_URL);
  if (redis && !redis.outage) throw new CommandError(redis.line);
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
    const fix =
      'utiliser smtps://…:465 ou un serveur qui propose STARTTLS, sans ?requireTLS=false ni ?tls.rejectUnauthorized=false';
    if (clear || smtp.weakened.length)
      add({
        label: 'Envoi des e-mails',
        ok: false,
        detail: `${smtp.label} : connexion non chiffrée ou certificat non vérifié`,
        fix,
      });
    else {
      // Connected for real, as the site will: the URL's spelling says nothing of what the relay offers.
      const relay = await relayProblem(env.SMTP_URL!);
      add({
        label: 'Envoi des e-mails',
        ok: !relay,
        detail: relay
          ? `${smtp.label} : ${RELAY_PROBLEMS[relay.problem].detail} (${relay.detail})`
          : `${smtp.label}, chiffré, identifiant accepté`,
        fix: relay ? RELAY_PROBLEMS[relay.problem].fix : fix,
      });
    }
  }
  let dkim: Check = {
    label: 'Signature DKIM',
    ok: false,
    detail: 'les e-mails ne sont pas signés : les grandes messageries les rejettent ou les classent en indésirables',
    fix: `${commandLine('mail:dkim', '--selector s2026')}, publier l’enregistrement DNS, puis définir DKIM_SELECTOR, DKIM_DOMAIN et DKIM_PRIVATE_KEY_FILE (ou DKIM_SIGNED_BY_RELAY=true si votre fournisseur signe pour vous)`,
  };
  let key: DkimKey | undefined;
  if (env.DKIM_SIGNED_BY_RELAY)
    dkim = { label: dkim.label, ok: true, detail: 'signés par le fournisseur d’envoi (DKIM_SIGNED_BY_RELAY=true)' };
  else if (env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY_FILE) {
    const domain = env.DKIM_DOMAIN ?? domainOfAddress(env.MAIL_FROM) ?? '';
    try {
      key = loadDkimKey({ selector: env.DKIM_SELECTOR, domain, keyFile: env.DKIM_PRIVATE_KEY_FILE });
      dkim = { label: dkim.label, ok: true, detail: `signés pour ${domain} (sélecteur ${env.DKIM_SELECTOR})` };
    } catch (err) {
      if (!(err instanceof DkimError)) throw err;
      dkim = { ...dkim, detail: err.french };
    }
  }
  add(dkim);
  if (key) add(dkimRecordCheck(await publishedDkim(key, options.resolveTxt), commandLine));
  // Run from a shell that is not the site's, the lines above judge that shell: said, and blocking.
  const differences = (await settingsTableExists(db)) ? await mailSettingsDifferences(db, env).catch(() => []) : [];
  if (differences.length)
    add({
      label: 'Réglages d’envoi',
      ok: false,
      detail: `ce ne sont pas ceux du site en marche : ${differences.join(' ; ')}`,
      fix: 'lancer preflight dans l’environnement du site (avec ses réglages), ou redémarrer le site avec ces réglages-ci',
    });
  if (options.mailTo) add(await testMailCheck(env, options.mailTo));
  const domain = mailDomainOf(env.SITE_URL);
  const addresses = [env.MAIL_FROM, ...env.MAIL_TO.split(',')].map((address) => address.trim());
  const foreign = addresses.filter(
    (address) => domainOfAddress(address) !== domain && !domainOfAddress(address)?.endsWith(`.${domain}`),
  );
  // Before SITE_URL is set the site's domain is this machine's: no advice to send from « localhost ».
  if (addressProblem)
    add({
      label: 'Adresses d’envoi et de réception',
      ok: false,
      detail:
        'le domaine du site n’est pas encore connu (SITE_URL) : MAIL_FROM et MAIL_TO ne peuvent pas être vérifiés',
      fix: 'définir SITE_URL, puis MAIL_FROM et MAIL_TO sur le domaine du site',
    });
  else
    add({
      label: 'Adresses d’envoi et de réception',
      ok: !foreign.length,
      detail: foreign.length
        ? `${foreign.join(', ')} : pas sur le domaine du site (${domain})`
        : `MAIL_FROM et MAIL_TO sur ${domain}`,
      fix: `définir MAIL_FROM et MAIL_TO sur le domaine du site (${domain})`,
    });

  // A database never started on has no settings yet: all of them still to set.
  const settings = (await settingsTableExists(db))
    ? settingsRepo(db)
    : { get: async <K extends SettingKey>(_key: K) => ({}) as SettingValue<K> };
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
  // The pages of content/pages/: what only the owner can say (a notice period, a software's name) is still to write.
  const unfilled = await landingRepo(db).placeholders();
  add({
    label: 'Textes à compléter (content/pages/)',
    ok: !unfilled.length,
    detail: unfilled.length ? unfilled.map((page) => `${page.slug} : ${page.labels.join(' ; ')}`).join(' · ') : 'aucun',
    fix: `remplacer chaque [[à compléter : …]] du fichier, puis ${commandLine('content:import', 'content/pages')}`,
  });
  // The owner's facts (settings:facts): the HDS claim is on the home page and /vos-donnees
  // whatever the content says, so an unnamed host blocks; any other missing fact only makes
  // the site say less, and is listed with the pages that leave something out for it.
  const facts = await settings.get('facts');
  const contentPages = await landingRepo(db).allIfCreated();
  const claiming = contentPages.filter((page) =>
    [page.content, ...page.sections.map((section) => section.html)].some((html) =>
      html.includes(`{{${HDS_CLAIM_TOKEN}}}`),
    ),
  );
  add({
    label: 'Hébergeur des données de santé',
    ok: Boolean(facts.host),
    detail: facts.host
      ? `${facts.host}${facts['host-certificate'] ? `, ${facts['host-certificate']}` : ''}`
      : `l’accueil, /vos-donnees${claiming.length ? ` et ${plural(claiming.length, 'page', 'pages')} de content/pages/ (${claiming.map((page) => page.slug).join(', ')})` : ''} disent « hébergeur certifié HDS » sans le nommer`,
    fix: `${commandLine('settings:facts', 'host="…" host-certificate="…" host-region="…"')}`,
  });
  const needed = contentPages
    .map((page) => ({
      slug: page.slug,
      keys: missingIn([page.content, ...page.sections.map((section) => section.html)].join('\n'), facts).filter(
        isOwnerFactKey,
      ),
    }))
    .filter((page) => page.keys.length);
  const unset = ownerFacts.filter((fact) => !facts[fact.key]).map((fact) => fact.key);
  add({
    label: 'Faits du service (settings:facts)',
    ok: !unset.length,
    blocks: false,
    detail: unset.length
      ? `non renseignés, le site n’en dit rien : ${unset.join(', ')}${needed.length ? ` ; des passages manquent pour eux sur ${needed.map((page) => `${page.slug} (${page.keys.join(', ')})`).join(', ')}` : ''}`
      : 'tous renseignés',
    fix: `${commandLine('settings:facts', 'clé=valeur …')} (--help liste les clés)`,
  });
  add({
    label: 'Page de prise de rendez-vous',
    ok: env.BOOKING_URL !== DEFAULT_BOOKING_URL,
    detail:
      env.BOOKING_URL === DEFAULT_BOOKING_URL ? `l’exemple livré (${DEFAULT_BOOKING_URL})` : redactUrl(env.BOOKING_URL),
    fix: 'définir BOOKING_URL=https://… (votre page Calendly ou autre)',
  });
  add({
    label: 'Seconde vidéo de l’accueil',
    ok: true,
    blocks: false,
    detail: env.VIDEO_EMBED_URL
      ? redactUrl(env.VIDEO_EMBED_URL)
      : 'le film livré avec le site (VIDEO_EMBED_URL permet d’intégrer la vôtre)',
  });

  // Optional. A malformed LEAD_WEBHOOK_SECRET, or an address without one, stops the command before this (server/env.ts).
  const webhookCount = env.LEAD_WEBHOOK_URL.length;
  add({
    label: 'Webhooks des demandes (facultatif)',
    ok: webhookCount > 0,
    blocks: false,
    detail: webhookCount
      ? `chaque demande est envoyée à ${env.LEAD_WEBHOOK_URL.map(webhookHost).join(', ')}, ${
          env.LEAD_WEBHOOK_FORMAT === 'json'
            ? 'en JSON signé (Standard Webhooks, secret whsec_ valide)'
            : `en message ${env.LEAD_WEBHOOK_FORMAT === 'slack' ? 'Slack' : 'Teams'} signé (secret whsec_ valide)`
        }`
      : `aucun (LEAD_WEBHOOK_URL et LEAD_WEBHOOK_SECRET, créé par ${commandLine('webhooks:secret')}, envoient chaque demande à votre CRM, Slack ou Teams)`,
  });
  // Whoever receives the leads receives personal data: the privacy policy must name them (GDPR art. 13.1.e).
  if (webhookCount) {
    const tools = ((await settings.get('legal')) as LegalFacts)['lead-tools'];
    add({
      label: 'Destinataires des webhooks',
      ok: Boolean(tools),
      detail: tools
        ? `la politique de confidentialité les nomme : ${tools}`
        : 'la politique de confidentialité ne nomme pas l’outil qui reçoit les demandes',
      fix: `${commandLine('settings:legal', 'lead-tools="Nom de l’outil (éditeur, pays)"')}`,
    });
  }

  const proxy = trustProxyProblem(env.TRUST_PROXY, env.HOST);
  const proxyOnThisMachine = Boolean(proxy && typeof env.TRUST_PROXY === 'string');
  const httpsWithoutProxy = env.TRUST_PROXY === false && env.SITE_URL.startsWith('https:');
  add({
    label: 'Proxy de confiance (TRUST_PROXY)',
    ok: !proxy && !httpsWithoutProxy,
    detail: proxyOnThisMachine
      ? `TRUST_PROXY=${env.TRUST_PROXY} croit un proxy sur cette machine, mais le site écoute sur ${env.HOST ?? 'toutes les interfaces'} : un visiteur qui atteint le port directement a le site en http, sans la redirection ni le HSTS du proxy`
      : proxy
        ? 'un nombre de relais est cru de quiconque atteint le port'
        : httpsWithoutProxy
          ? 'non défini alors que le HTTPS passe par un proxy : tous les visiteurs partageraient une seule limite d’envois'
          : env.TRUST_PROXY === false
            ? 'non défini : le site est servi sans proxy'
            : String(env.TRUST_PROXY),
    fix: proxyOnThisMachine
      ? 'définir HOST=127.0.0.1 (seul le proxy de cette machine atteint alors le site)'
      : 'TRUST_PROXY=loopback et HOST=127.0.0.1 si le proxy est sur la même machine, uniquelocal derrière un proxy de réseau privé (compose.yaml)',
  });

  if (env.REDIS_URL)
    add({
      label: 'Limites d’envoi partagées (REDIS_URL)',
      ok: !redis,
      detail: redis ? redis.line : `Redis ${new URL(env.REDIS_URL).host} répond`,
    });

  const shared = widerThanPrivate(env.DATA_DIR);
  add({
    label: 'Dossier de données (DATA_DIR)',
    ok: !shared.count,
    detail: shared.count
      ? `${plural(shared.count, 'fichier ou dossier lisible', 'fichiers ou dossiers lisibles')} par les autres utilisateurs de la machine (${shared.examples.join(', ')}${shared.count > shared.examples.length ? ', …' : ''})`
      : `${env.DATA_DIR}, réservé à l’utilisateur du site`,
    fix: `chmod -R go-rwx ${env.DATA_DIR} (il contient la base, les e-mails des demandes, les sauvegardes et les clés)`,
  });

  const [, pending] = (await db.migrate.list({ migrationSource })) as [unknown[], unknown[]];
  add({
    label: 'Schéma de la base',
    ok: !pending.length,
    detail: pending.length ? `${plural(pending.length, 'migration', 'migrations')} à appliquer` : 'à jour',
    fix: `${commandLine('migrate')} (ou redémarrer le site)`,
  });
  if (!embedded && env.BACKUP_KEEP_DAYS === 0)
    add({
      label: 'Sauvegarde',
      ok: false,
      blocks: false,
      detail:
        'BACKUP_KEEP_DAYS=0 : le site n’en fait pas ; la base Postgres doit être sauvegardée ailleurs (hébergeur, pgBackRest…)',
    });
  else {
    // The embedded database, or Postgres dumped daily by the site with the pg_dump of its machine (the image has the server's own).
    const latest = backupsIn(dataPaths(env).backups)[0];
    const fresh = latest && Date.now() - latest.at.getTime() < 24 * 60 * 60 * 1000;
    const noPgDump = !embedded && !fresh && !(await systemPgDump());
    add({
      label: 'Sauvegarde',
      ok: Boolean(fresh),
      detail: noPgDump
        ? 'pg_dump n’est pas installé ici : le site ne peut pas sauvegarder la base Postgres'
        : latest
          ? `la dernière date du ${latest.at.toLocaleString('fr-FR', { timeZone: 'Europe/Paris' })}`
          : 'aucune sauvegarde',
      fix: noPgDump
        ? 'installer le client PostgreSQL de la version du serveur (l’image du site a le sien), ou BACKUP_KEEP_DAYS=0 si la base est sauvegardée ailleurs'
        : `${commandLine('backup')} (le site en fait une par jour tant que BACKUP_KEEP_DAYS n’est pas 0)`,
    });
  }
  return checks;
}
