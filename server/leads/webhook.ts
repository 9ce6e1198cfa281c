import { callbackMomentLabel } from '../../shared/callback';
import { frenchDate } from '../../shared/dates';
import { planTitle } from '../../shared/plans';
import { site } from '../../shared/site';
import { webhookMessageId, type OutgoingWebhook } from '../webhooks/outboxRepo';
import type { Attribution } from './attribution';
import type { Lead } from './lead';
import { espaceLeadHref } from '../../shared/paths';

/** What LEAD_WEBHOOK_FORMAT picks: the signed JSON event, or a readable message for a Slack or Teams channel. */
export type WebhookFormat = 'json' | 'slack' | 'teams';

export interface LeadWebhooks {
  urls: readonly string[];
  format: WebhookFormat;
  /** The site's address: a chat message links to the lead's page in the espace (by number only). */
  siteUrl?: string;
}

/** The events posted about a lead: its arrival, and ten minutes before the callback it asked for. */
export type LeadEvent = 'lead.created' | 'lead.callback_due' | 'lead.notification_failed';

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

/** The chat title of a lead's event: its arrival, or (`lead.callback_due`) the callback to make now. */
function chatTitle(event: LeadEvent, lead: Lead, id: number, receivedAt: Date): string {
  if (event === 'lead.callback_due' && lead.callbackAt)
    return `Rappel à passer dans 10 minutes, ${callbackMomentLabel(lead.callbackAt)} (demande n° ${id} sur le site ${site.name})`;
  if (event === 'lead.notification_failed')
    return `La notification par e-mail de la demande n° ${id} n’a pas pu être envoyée (site ${site.name}) : la voici`;
  return `${KIND_TITLES[lead.kind]} sur le site ${site.name} (n° ${id}, ${frenchDate.format(receivedAt)})`;
}

/** The summary of a lead for a chat channel: our title, its rows (our label, the visitor's value), the visitor's message, the link to its page in the espace. */
function summaryParts(lead: Lead, id: number, receivedAt: Date, siteUrl?: string, event: LeadEvent = 'lead.created') {
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
  const message = lead.message.trim();
  return {
    title: chatTitle(event, lead, id, receivedAt),
    rows: rows.filter((row): row is [string, string] => Boolean(row[1])),
    message: message.length > 1_000 ? `${message.slice(0, 1_000)}…` : message,
    // Our own address, by id only: no personal data in a link.
    link: siteUrl ? `${siteUrl}${espaceLeadHref(id)}` : null,
  };
}

/**
 * Slack reads `<…>` as a mention (`<!channel>`, `<@U…>`) or a link (`<https://x|texte>`) and
 * decodes these three entities: escaped so, what the visitor typed shows as typed
 * (Slack's formatting reference, « Escaping text »).
 */
const slackText = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

/**
 * The lead in a few French lines, for a Slack channel: who, how to reach them, what they
 * ask; every value and the message escaped for Slack.
 */
export function leadSummary(
  lead: Lead,
  id: number,
  receivedAt = new Date(),
  siteUrl?: string,
  event: LeadEvent = 'lead.created',
): string {
  const { title, rows, message, link } = summaryParts(lead, id, receivedAt, siteUrl, event);
  return [
    title,
    ...rows.map(([label, value]) => `${label} : ${slackText(value)}`),
    ...(message ? ['', slackText(message)] : []),
    ...(link ? ['', `Voir la demande dans l’espace : ${link}`] : []),
  ].join('\n');
}

/**
 * A TextRun renders no Markdown (Adaptive Cards schema: « Markdown is not supported »), unlike
 * a TextBlock or a Fact, so the visitor's words go only into runs. Runs still format
 * `{{DATE(…)}}` and `{{TIME(…)}}`: a word joiner, invisible, between the braces keeps them as typed.
 */
const textRun = (text: string, bold = false) => ({
  type: 'TextRun',
  text: text.replace(/\{\{/g, '{\u2060{'),
  ...(bold ? { weight: 'Bolder' } : {}),
});

/**
 * The message a Teams Workflows webhook (« Post to a channel when a webhook request is
 * received ») takes: one Adaptive Card 1.4, our title in a TextBlock, each row and each line
 * of the message a RichTextBlock of runs.
 */
function teamsMessage(lead: Lead, id: number, receivedAt: Date, siteUrl?: string, event: LeadEvent = 'lead.created') {
  const { title, rows, message, link } = summaryParts(lead, id, receivedAt, siteUrl, event);
  const lines = message ? message.split('\n') : [];
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: title, weight: 'Bolder', size: 'Medium', wrap: true },
            ...rows.map(([label, value], i) => ({
              type: 'RichTextBlock',
              ...(i ? { spacing: 'None' } : {}),
              inlines: [textRun(`${label} : `, true), textRun(value)],
            })),
            // A blank line of the message spaces the next one out, as it would in a mail.
            ...lines.flatMap((line, i) =>
              line.trim()
                ? [
                    {
                      type: 'RichTextBlock',
                      ...(i === 0 ? { separator: true } : lines[i - 1]!.trim() ? { spacing: 'None' } : {}),
                      inlines: [textRun(line)],
                    },
                  ]
                : [],
            ),
          ],
          ...(link ? { actions: [{ type: 'Action.OpenUrl', title: 'Voir la demande dans l’espace', url: link }] } : {}),
        },
      },
    ],
  };
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
  if (format === 'slack') return JSON.stringify({ text: leadSummary(lead, id, receivedAt, siteUrl) });
  return JSON.stringify(teamsMessage(lead, id, receivedAt, siteUrl));
}

/**
 * The `lead.callback_due` event (docs/webhooks/lead.callback_due.schema.json): ten minutes
 * before the moment the doctor chose, who to call and when.
 */
export function callbackDueEvent(lead: Lead, id: number, receivedAt: Date, at: Date) {
  return {
    type: 'lead.callback_due',
    timestamp: at.toISOString(),
    data: {
      id,
      name: lead.name,
      phone: lead.phone,
      practice: lead.practice,
      city: lead.city,
      specialty: lead.specialty,
      message: lead.message,
      callbackAt: lead.callbackAt!.toISOString(),
      receivedAt: receivedAt.toISOString(),
    },
  };
}

/** The reminder's rows, one per address, in LEAD_WEBHOOK_FORMAT, with a `webhook-id` of their own. */
export function callbackDueWebhooks(
  lead: Lead,
  id: number,
  receivedAt: Date,
  config: LeadWebhooks,
  at = new Date(),
): OutgoingWebhook[] {
  if (!config.urls.length || !lead.callbackAt) return [];
  const body =
    config.format === 'json'
      ? JSON.stringify(callbackDueEvent(lead, id, receivedAt, at))
      : config.format === 'slack'
        ? JSON.stringify({ text: leadSummary(lead, id, receivedAt, config.siteUrl, 'lead.callback_due') })
        : JSON.stringify(teamsMessage(lead, id, receivedAt, config.siteUrl, 'lead.callback_due'));
  const messageId = webhookMessageId(id);
  return config.urls.map((url) => ({ event: 'lead.callback_due', url, body, messageId, leadId: id }));
}

/**
 * The `lead.notification_failed` event (docs/webhooks/lead.notification_failed.schema.json):
 * the lead's notification mail was given up, so the lead itself travels by webhook, with why.
 */
export function notificationFailedWebhooks(
  lead: Lead,
  id: number,
  receivedAt: Date,
  config: LeadWebhooks,
  reason: string,
  at = new Date(),
): OutgoingWebhook[] {
  if (!config.urls.length) return [];
  const event = 'lead.notification_failed';
  const body =
    config.format === 'json'
      ? JSON.stringify({
          type: event,
          timestamp: at.toISOString(),
          data: { reason, lead: leadCreatedEvent(lead, id, receivedAt).data },
        })
      : config.format === 'slack'
        ? JSON.stringify({ text: leadSummary(lead, id, receivedAt, config.siteUrl, event) })
        : JSON.stringify(teamsMessage(lead, id, receivedAt, config.siteUrl, event));
  const messageId = webhookMessageId(id);
  return config.urls.map((url) => ({ event, url, body, messageId, leadId: id }));
}

/** One row per address, all of them with the same body and `webhook-id` (each address is its own receiver). */
export function leadWebhooks(lead: Lead, id: number, config: LeadWebhooks): OutgoingWebhook[] {
  if (!config.urls.length) return [];
  const body = leadWebhookBody(lead, id, config.format, new Date(), config.siteUrl);
  const messageId = webhookMessageId(id);
  return config.urls.map((url) => ({ event: 'lead.created', url, body, messageId, leadId: id }));
}
