import { webhookHost } from './redact';

/** Above the English lines, for whoever reads them elsewhere than the owner (tests, libraries). */
export const ENGLISH_HEADER = 'Invalid environment (see README, Configuration):';

/**
 * What a wrong setting is told, in the server's log (English, as every log line)
 * and in the admin commands (French, the owner's language).
 */
export const MESSAGES = {
  en: {
    got: (value: string) => `(got ${JSON.stringify(value)})`,
    trustProxy:
      'expected true, false, a hop count, or IP addresses, subnets (10.0.0.0/8) or the names loopback, linklocal, uniquelocal separated by commas',
    mailToEmpty: 'expected one or more e-mail addresses, separated by commas',
    mailToBad: (address: string) => `"${address}" is not an e-mail address (separate several with commas)`,
    httpUrl: 'expected an http(s) URL',
    smtpUrl: 'expected smtp://… or smtps://…',
    smtpParameter: (name: string, known: string) => `unknown parameter "${name}" (known: ${known})`,
    databaseUrl:
      'expected postgres://host:5432/database (the user and password before the host, followed by @), postgresql://… or pglite://<folder or memory>',
    dkimSelector: 'expected a selector such as s2026 (letters, digits, . _ -)',
    dkimDomain: 'expected a domain such as secretalia.fr',
    redisUrl: 'expected redis://… or rediss://…',
    redisKeyPrefix: 'expected letters, digits, _ : . or -',
    dkimTogether: 'needed to sign with DKIM (set DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE together)',
    dkimNoDomain: 'needed: MAIL_FROM has no domain to sign for',
    webhookUrl: (n: number) => `address ${n} is not an http(s) address (separate several with commas)`,
    webhookHttps: (url: string) =>
      `${webhookHost(url)}: in production only https to a public address (plain http only to this machine outside production)`,
    webhookPrivate: (url: string) =>
      `${webhookHost(url)}: in production a webhook goes to a public address, not ${new URL(url).hostname}`,
    webhookSecret: 'expected whsec_ followed by the base64 of 24 to 64 bytes (npm run webhooks:secret makes one)',
    webhookNoSecret: 'needed to sign the webhooks of LEAD_WEBHOOK_URL (npm run webhooks:secret makes one)',
  },
  fr: {
    got: (value: string) => `(reçu « ${value} »)`,
    trustProxy:
      'attendu true, false, un nombre de relais, ou des adresses IP, réseaux (10.0.0.0/8) ou noms loopback, linklocal, uniquelocal séparés par des virgules',
    mailToEmpty: 'attendu une ou plusieurs adresses e-mail, séparées par des virgules',
    mailToBad: (address: string) =>
      `« ${address} » n’est pas une adresse e-mail (séparez-en plusieurs par des virgules)`,
    httpUrl: 'attendu une adresse http(s)',
    smtpUrl: 'attendu smtp://… ou smtps://…',
    smtpParameter: (name: string, known: string) => `paramètre inconnu « ${name} » (connus : ${known})`,
    databaseUrl:
      'attendu postgres://hôte:5432/base (l’utilisateur et son mot de passe avant l’hôte, suivis de @), postgresql://… ou pglite://<dossier ou memory>',
    dkimSelector: 'attendu un sélecteur comme s2026 (lettres, chiffres, . _ -)',
    dkimDomain: 'attendu un domaine comme secretalia.fr',
    redisUrl: 'attendu redis://… ou rediss://…',
    redisKeyPrefix: 'attendu des lettres, des chiffres, _ : . ou -',
    dkimTogether: 'nécessaire pour signer avec DKIM (définissez DKIM_SELECTOR et DKIM_PRIVATE_KEY_FILE ensemble)',
    dkimNoDomain: 'nécessaire : MAIL_FROM n’a pas de domaine pour lequel signer',
    webhookUrl: (n: number) =>
      `l’adresse n° ${n} n’est pas une adresse http(s) (séparez-en plusieurs par des virgules)`,
    webhookHttps: (url: string) =>
      `${webhookHost(url)} : en production, seulement https vers une adresse publique (http seulement vers cette machine hors production)`,
    webhookPrivate: (url: string) =>
      `${webhookHost(url)} : en production, un webhook va à une adresse publique, pas à ${new URL(url).hostname}`,
    webhookSecret: 'attendu whsec_ suivi du base64 de 24 à 64 octets (npm run webhooks:secret en crée un)',
    webhookNoSecret: 'nécessaire pour signer les webhooks de LEAD_WEBHOOK_URL (npm run webhooks:secret en crée un)',
  },
};

export type Language = keyof typeof MESSAGES;
export type Messages = (typeof MESSAGES)['en'];
