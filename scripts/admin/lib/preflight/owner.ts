// Preflight's lines on what only the owner can set: legal facts, contact details, page texts, links, webhooks.
import type { Knex } from 'knex';
import { DEFAULT_BOOKING_URL, redactUrl, webhookHost, type Env } from '../../../../server/env';
import { landingRepo } from '../../../../server/landing/repo';
import { settingsRepo, type SettingValue } from '../../../../server/settings/repo';
import { settingsTableExists } from '../../../../server/settings/secrets';
import { exampleContactKeys, type ContactSettings } from '../../../../shared/contactDetails';
import { missingLegalFacts, type LegalFacts } from '../../../../shared/legalFacts';
import { plural } from '../../../../shared/plural';
import { HDS_CLAIM_TOKEN, isOwnerFactKey, missingIn, ownerFacts } from '../../../../shared/ownerFacts';
import type { CommandLine } from '../command';
import type { Check } from './check';

/** The settings preflight reads. */
interface Settings {
  legal(): Promise<LegalFacts>;
  contact(): Promise<ContactSettings>;
  facts(): Promise<SettingValue<'facts'>>;
}

/** The legal notice's facts, the contact details, and the texts of content/pages/ still to write. */
async function factsChecks(db: Knex, settings: Settings, commandLine: CommandLine): Promise<Check[]> {
  const missing = missingLegalFacts(await settings.legal());
  const examples = exampleContactKeys(await settings.contact());
  // The pages of content/pages/: what only the owner can say (a notice period, a software's name) is still to write.
  const unfilled = await landingRepo(db).placeholders();
  return [
    {
      label: 'Mentions légales',
      ok: !missing.length,
      detail: missing.length
        ? `${plural(missing.length, 'information manque', 'informations manquent')} : ${missing.map((fact) => fact.key).join(', ')}`
        : 'complètes',
      fix: `${commandLine('settings:legal', 'clé=valeur …')} (--help liste les clés)`,
    },
    {
      label: 'Coordonnées',
      ok: !examples.length,
      detail: examples.length ? `encore des exemples : ${examples.join(', ')}` : 'définies',
      fix: `${commandLine('settings:contact', 'phone="+33 …" email=…')} (--help liste les clés)`,
    },
    {
      label: 'Textes à compléter (content/pages/)',
      ok: !unfilled.length,
      detail: unfilled.length
        ? unfilled.map((page) => `${page.slug} : ${page.labels.join(' ; ')}`).join(' · ')
        : 'aucun',
      fix: `remplacer chaque [[à compléter : …]] du fichier, puis ${commandLine('content:import', 'content/pages')}`,
    },
  ];
}

/**
 * The owner's facts (settings:facts): the HDS claim is on the home page and /vos-donnees
 * whatever the content says, so an unnamed host blocks; any other missing fact only makes
 * the site say less, and is listed with the pages that leave something out for it.
 */
async function serviceFactsChecks(db: Knex, settings: Settings, commandLine: CommandLine): Promise<Check[]> {
  const facts = await settings.facts();
  const contentPages = await landingRepo(db).allIfCreated();
  const textOf = (page: (typeof contentPages)[number]) =>
    [page.content, ...page.sections.map((section) => section.html)].join('\n');
  const claiming = contentPages.filter((page) => textOf(page).includes(`{{${HDS_CLAIM_TOKEN}}}`));
  const needed = contentPages
    .map((page) => ({ slug: page.slug, keys: missingIn(textOf(page), facts).filter(isOwnerFactKey) }))
    .filter((page) => page.keys.length);
  const unset = ownerFacts.filter((fact) => !facts[fact.key]).map((fact) => fact.key);
  return [
    {
      label: 'Hébergeur des données de santé',
      ok: Boolean(facts.host),
      detail: facts.host
        ? `${facts.host}${facts['host-certificate'] ? `, ${facts['host-certificate']}` : ''}`
        : `l’accueil, /vos-donnees${claiming.length ? ` et ${plural(claiming.length, 'page', 'pages')} de content/pages/ (${claiming.map((page) => page.slug).join(', ')})` : ''} disent « hébergeur certifié HDS » sans le nommer`,
      fix: `${commandLine('settings:facts', 'host="…" host-certificate="…" host-region="…"')}`,
    },
    {
      label: 'Faits du service (settings:facts)',
      ok: !unset.length,
      blocks: false,
      detail: unset.length
        ? `non renseignés, le site n’en dit rien : ${unset.join(', ')}${needed.length ? ` ; des passages manquent pour eux sur ${needed.map((page) => `${page.slug} (${page.keys.join(', ')})`).join(', ')}` : ''}`
        : 'tous renseignés',
      fix: `${commandLine('settings:facts', 'clé=valeur …')} (--help liste les clés)`,
    },
  ];
}

/** The scheduling page and the home page's second video. */
function linksChecks(env: Env): Check[] {
  return [
    {
      label: 'Page de prise de rendez-vous',
      ok: env.BOOKING_URL !== DEFAULT_BOOKING_URL,
      detail:
        env.BOOKING_URL === DEFAULT_BOOKING_URL
          ? `l’exemple livré (${DEFAULT_BOOKING_URL})`
          : redactUrl(env.BOOKING_URL),
      fix: 'définir BOOKING_URL=https://… (votre page Calendly ou autre)',
    },
    {
      label: 'Seconde vidéo de l’accueil',
      ok: true,
      blocks: false,
      detail: env.VIDEO_EMBED_URL
        ? redactUrl(env.VIDEO_EMBED_URL)
        : 'le film livré avec le site (VIDEO_EMBED_URL permet d’intégrer la vôtre)',
    },
  ];
}

/** The lead webhooks (optional) and, when set, the privacy policy naming who receives them. */
async function webhookChecks(env: Env, settings: Settings, commandLine: CommandLine): Promise<Check[]> {
  // A malformed LEAD_WEBHOOK_SECRET, or an address without one, stops the command before this (server/env.ts).
  const webhookCount = env.LEAD_WEBHOOK_URL.length;
  const checks: Check[] = [
    {
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
    },
  ];
  // Whoever receives the leads receives personal data: the privacy policy must name them (GDPR art. 13.1.e).
  if (webhookCount) {
    const tools = (await settings.legal())['lead-tools'];
    checks.push({
      label: 'Destinataires des webhooks',
      ok: Boolean(tools),
      detail: tools
        ? `la politique de confidentialité les nomme : ${tools}`
        : 'la politique de confidentialité ne nomme pas l’outil qui reçoit les demandes',
      fix: `${commandLine('settings:legal', 'lead-tools="Nom de l’outil (éditeur, pays)"')}`,
    });
  }
  return checks;
}

/** Every line of what the owner sets, in the order preflight prints them. */
export async function ownerChecks(db: Knex, env: Env, commandLine: CommandLine): Promise<Check[]> {
  // A database never started on has no settings yet: all of them still to set.
  const repo = (await settingsTableExists(db)) ? settingsRepo(db) : undefined;
  const settings: Settings = {
    legal: async () => (repo ? repo.get('legal') : {}),
    contact: async () => (repo ? repo.get('contact') : {}),
    facts: async () => (repo ? repo.get('facts') : {}),
  };
  return [
    ...(await factsChecks(db, settings, commandLine)),
    ...(await serviceFactsChecks(db, settings, commandLine)),
    ...linksChecks(env),
    ...(await webhookChecks(env, settings, commandLine)),
  ];
}
