import { callbackMomentLabel, parisParts, TIME_ZONE } from '../../shared/callback';
import { specialtyName } from '../../shared/specialties';
import { planTitle } from '../../shared/plans';
import { site } from '../../shared/site';
import type { OutgoingMail } from '../mail/outboxRepo';
import { escapeHtml } from '../../shared/escape';
import { oneLine } from '../mail/format';
import type { Lead } from './lead';
import { espaceLeadHref } from '../../shared/paths';

export const NO_MESSAGE = 'Aucun message';

const weekdayMonth = new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, weekday: 'long', month: 'long' });

/** « mardi 1er décembre à 10 h 12 », Paris time: when a lead was received, as the owner reads a date. */
export function receivedLabel(instant: Date): string {
  const parts = weekdayMonth.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const { day, minutes } = parisParts(instant);
  const time = `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
  return `${part('weekday')} ${day === 1 ? '1er' : day} ${part('month')} à ${time}`;
}

/**
 * A landing page as a person reads it: percent-escapes decoded (`/sp%C3%A9cialit%C3%A9s` →
 * `/spécialités`), on one line; left as it is when it does not decode.
 */
export function readablePage(page: string): string {
  try {
    return oneLine(decodeURIComponent(page.replace(/\+/g, ' ')));
  } catch {
    return page;
  }
}

/** The `tel:` address of a number as the visitor wrote it (its digits, a leading +), or null when it has none. */
export function telHref(phone: string): string | null {
  const compact = phone.replace(/[\s.()\u00a0\/-]/g, '').replace(/^00/, '+');
  return /^\+?\d{6,15}$/.test(compact) ? `tel:${compact}` : null;
}

/** A row of the mail's table whose value is a link (a phone to dial, an address to write to). */
type Row = [label: string, value: string, href?: string | null];

const rowHtml = ([label, value, href]: Row) =>
  `<tr><th align="left">${escapeHtml(label)}</th><td>${
    href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value)
  }</td></tr>`;

/** Where the team opens the lead (its page in the espace, by number only), when the site's address is known. */
export interface NotificationLinks {
  siteUrl?: string;
}

const espaceLine = (id: number, { siteUrl }: NotificationLinks) =>
  siteUrl
    ? {
        text: `Voir la demande dans l’espace : ${siteUrl}${espaceLeadHref(id)}`,
        url: `${siteUrl}${espaceLeadHref(id)}`,
      }
    : null;

/** The link in the mail's text and HTML (nothing without a site address). */
function espaceBlock(id: number, links: NotificationLinks): { text: string[]; html: string } {
  const line = espaceLine(id, links);
  if (!line) return { text: [], html: '' };
  return {
    text: ['', line.text],
    html: `<p><a href="${escapeHtml(line.url)}">Voir la demande dans l’espace</a></p>\n`,
  };
}

/**
 * The « Provenance » block: what brought the lead, for the owner to know which
 * campaign, site or button pays (server/leads/attribution.ts). Only what is known;
 * a visit with none of it came directly, or from a browser that refuses measurement.
 */
export function provenanceRows(lead: Lead): [string, string][] {
  const a = lead.attribution;
  const sourceMedium = [a?.utmSource, a?.utmMedium].filter(Boolean).join(' / ');
  const rows: [string, string | null | undefined][] = [
    ['Campagne', a?.utmCampaign],
    ['Source / support', sourceMedium],
    ['Mot-clé', a?.utmTerm],
    ['Contenu', a?.utmContent],
    ['Site d’origine', a?.referrerHost],
    ['Page d’arrivée', a?.landingPage ? readablePage(a.landingPage) : null],
    ['Appel à l’action', a?.cta],
    // The callback's mail names it among its own rows already.
    ['Page du formulaire', lead.kind === 'callback' ? null : lead.page],
  ];
  const known = rows.filter((row): row is [string, string] => Boolean(row[1]));
  const external = a && (a.utmSource || a.utmCampaign || a.referrerHost);
  return external ? known : [['Origine', 'accès direct ou inconnue (ni campagne, ni site d’origine)'], ...known];
}

/** The block in the mail's text and HTML. */
function provenanceBlock(lead: Lead): { text: string; html: string } {
  const rows = provenanceRows(lead);
  return {
    text: ['Provenance :', ...rows.map(([label, value]) => `${label} : ${value}`)].join('\n'),
    html: `<p><strong>Provenance :</strong></p>
<table cellpadding="6" border="1" style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>`,
  };
}

/**
 * A callback request's notification: the moment, Paris time, in the subject,
 * since the owner must see at a glance when to dial; the number in the mail.
 */
function callbackNotification(
  lead: Lead,
  id: number,
  to: string,
  receivedAt: Date,
  links: NotificationLinks,
): OutgoingMail {
  const moment = lead.callbackAt ? callbackMomentLabel(lead.callbackAt) : '—';
  const rows: Row[] = [
    ['Rappeler le', `${moment} (heure de Paris)`],
    ['Téléphone', lead.phone || '—', lead.phone && telHref(lead.phone)],
    ['Nom', lead.name || '—'],
    ['Consentement', lead.consent ? 'oui' : 'non'],
    ['Envoyée depuis', lead.page || '—'],
    ['Reçue le', `${receivedLabel(receivedAt)} (n° ${id})`],
  ];
  const received = `Nouvelle demande de rappel reçue sur le site ${site.name}.`;
  const provenance = provenanceBlock(lead);
  const espace = espaceBlock(id, links);
  return {
    kind: 'callback_notification',
    to,
    subject: `Demande de rappel – ${moment} (heure de Paris) – ${oneLine(lead.phone ?? '')}`,
    text: [
      received,
      '',
      ...rows.map(([label, value]) => `${label} : ${value}`),
      '',
      provenance.text,
      ...espace.text,
    ].join('\n'),
    html: `<!DOCTYPE html><html lang="fr"><body>
<p>${escapeHtml(received)}</p>
<table cellpadding="6" border="1" style="border-collapse:collapse">
${rows.map(rowHtml).join('\n')}
</table>
${provenance.html}
${espace.html}</body></html>`,
    leadId: id,
  };
}

/** The notification the team receives for a lead: each field once, and the link to its page in the espace. */
export function leadNotification(
  lead: Lead,
  id: number,
  to: string,
  receivedAt = new Date(),
  links: NotificationLinks = {},
): OutgoingMail {
  if (lead.kind === 'callback') return callbackNotification(lead, id, to, receivedAt, links);
  const isQuote = lead.kind === 'quote';
  const what = isQuote ? 'Demande de devis' : 'Message de contact';
  // Agreed with its noun, never « reçu(e) ».
  const received = isQuote
    ? `Nouvelle demande de devis reçue sur le site ${site.name}.`
    : `Nouveau message de contact reçu sur le site ${site.name}.`;
  const rows: Row[] = [
    ['Nom et prénom', lead.name],
    ['E-mail', lead.email, lead.email && `mailto:${lead.email}`],
    ['Téléphone', lead.phone || '—', lead.phone && telHref(lead.phone)],
    ['Cabinet', lead.practice || '—'],
    ['Ville', lead.city || '—'],
    ...(isQuote ? ([['Formule', lead.plan ? planTitle(lead.plan) : '—']] as Row[]) : []),
    ...(lead.specialty ? ([['Spécialité', specialtyName(lead.specialty)]] as Row[]) : []),
    ['Consentement', lead.consent ? 'oui' : 'non'],
    [isQuote ? 'Reçue le' : 'Reçu le', `${receivedLabel(receivedAt)} (n° ${id})`],
  ];
  const message = lead.message || NO_MESSAGE;
  const provenance = provenanceBlock(lead);
  const espace = espaceBlock(id, links);
  const text = [
    received,
    '',
    ...rows.map(([label, value]) => `${label} : ${value}`),
    '',
    'Message :',
    message,
    '',
    provenance.text,
    '',
    `Répondre à cet e-mail écrit directement à ${lead.email}.`,
    ...espace.text,
  ].join('\n');
  const html = `<!DOCTYPE html><html lang="fr"><body>
<p>${escapeHtml(received)}</p>
<table cellpadding="6" border="1" style="border-collapse:collapse">
${rows.map(rowHtml).join('\n')}
</table>
<p><strong>Message :</strong></p>
<p>${escapeHtml(message).replace(/\n/g, '<br>')}</p>
${provenance.html}
${espace.html}</body></html>`;
  return {
    kind: isQuote ? 'quote_notification' : 'contact_notification',
    to,
    replyTo: lead.email,
    subject: `${what} – ${oneLine(lead.name)}`,
    text,
    html,
    leadId: id,
  };
}
