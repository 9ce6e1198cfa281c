import { callbackMomentLabel } from '../../shared/callback';
import { frenchDate } from '../../shared/dates';
import { planTitle } from '../../shared/plans';
import { site } from '../../shared/site';
import { webhookMessageId, type OutgoingWebhook } from '../webhooks/outboxRepo';
import type { Attribution } from './attribution';
import type { Lead } from './lead';
import { espaceLeadHref } from '../../shared/paths';

/** What LEAD_WEBHOOK_FORMAT picks: the signed JSON event, or a readable message for a chat channel. */
export type WebhookFormat = 'json' | 'slack' | 'teams';

export interface LeadWebhooks {
  urls: readonly string[];
  format: WebhookFormat;
  /** The site's address: a chat message links to the lead's page in the espace (by number only). */
  siteUrl?: string;
}

/** The `lead.created` event (docs/webhooks/lead.created.schema.json). */
export function leadCreatedEvent(lead: Lead, id: number, receivedAt: Date) {
  const attribution = Object.fromEntries(
    Object.entries(lead.attribution ?? {}).filter(([, value]) => value !== null && value !== ''),
  ) as Partial<Attribution>;
  return {
    type: 'lead.created',
    timestamp: receivedAt.toISOString(),
    data: {
      id,
      kind: lead.kind,
      name: lead.name,
      email: lead.email || null,
      phone: lead.phone,
      practice: lead.practice,
      city: lead.city,
      plan: lead.plan,
      specialty: lead.specialty,
      message: lead.message,
      consent: lead.consent,
      page: lead.page,
      callbackAt: lead.callbackAt ? lead.callbackAt.toISOString() : null,
      receivedAt: receivedAt.toISOString(),
      ...(Object.keys(attribution).length ? { attribution } : {}),
    },
  };
}

const KIND_TITLES: Record<Lead['kind'], string> = {
  quote: 'Nouvelle demande de devis',
  contact: 'Nouveau message de contact',
  callback: 'Nouvelle demande de rappel',
};

/** The lead in a few French lines, for a chat channel (Slack, Teams): who, how to reach them, what they ask. */
export function leadSummary(lead: Lead, id: number, receivedAt = new Date(), siteUrl?: string): string {
  const a = lead.attribution;
  const rows: [string, string | null | undefined][] = [
    ['Rappeler le', lead.callbackAt ? `${callbackMomentLabel(lead.callbackAt)} (heure de Paris)` : null],
    ['Nom', lead.name],
    ['E-mail', lead.email],
    ['Téléphone', lead.phone],
    ['Cabinet', lead.practice],
    ['Ville', lead.city],
    ['Formule', lead.plan ? planTitle(lead.plan) : null],
    ['Campagne', a?.utmCampaign],
    ['Source', a?.utmSource ?? a?.referrerHost],
    ['Page', lead.page],
  ];
  const lines = rows.filter((row): row is [string, string] => Boolean(row[1])).map(([k, v]) => `${k} : ${v}`);
  const message = lead.message.trim();
  return [
    `${KIND_TITLES[lead.kind]} sur le site ${site.name} (n° ${id}, ${frenchDate.format(receivedAt)})`,
    ...lines,
    ...(message ? ['', message.length > 1_000 ? `${message.slice(0, 1_000)}…` : message] : []),
    ...(siteUrl ? ['', `Voir la demande dans l’espace : ${siteUrl}${espaceLeadHref(id)}`] : []),
  ].join('\n');
}

/** The body posted for a lead in `format`: the same on every try, since it is written at queue time. */
export function leadWebhookBody(
  lead: Lead,
  id: number,
  format: WebhookFormat,
  receivedAt = new Date(),
  siteUrl?: string,
): string {
  if (format === 'json') return JSON.stringify(leadCreatedEvent(lead, id, receivedAt));
  const text = leadSummary(lead, id, receivedAt, siteUrl);
  if (format === 'slack') return JSON.stringify({ text });
  // Teams' incoming webhooks take a MessageCard; its text is Markdown, where a line break needs two spaces.
  return JSON.stringify({
    '@type': 'MessageCard',
    '@context': 'https://schema.org/extensions',
    summary: KIND_TITLES[lead.kind],
    text: text.replace(/\n/g, '  \n'),
  });
}

/** One row per address, all of them with the same body and `webhook-id` (each address is its own receiver). */
export function leadWebhooks(lead: Lead, id: number, config: LeadWebhooks): OutgoingWebhook[] {
  if (!config.urls.length) return [];
  const body = leadWebhookBody(lead, id, config.format, new Date(), config.siteUrl);
  const messageId = webhookMessageId(id);
  return config.urls.map((url) => ({ event: 'lead.created', url, body, messageId, leadId: id }));
}
