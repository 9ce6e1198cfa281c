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

/** The summary of a lead for a chat channel: our title, its rows (our label, the visitor's value), the visitor's message, the link to its page in the espace. */
function summaryParts(lead: Lead, id: number, receivedAt: Date, siteUrl?: string) {
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
    title: `${KIND_TITLES[lead.kind]} sur le site ${site.name} (n° ${id}, ${frenchDate.format(receivedAt)})`,
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
export function leadSummary(lead: Lead, id: number, receivedAt = new Date(), siteUrl?: string): string {
  const { title, rows, message, link } = summaryParts(lead, id, receivedAt, siteUrl);
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
function teamsMessage(lead: Lead, id: number, receivedAt: Date, siteUrl?: string) {
  const { title, rows, message, link } = summaryParts(lead, id, receivedAt, siteUrl);
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

/** One row per address, all of them with the same body and `webhook-id` (each address is its own receiver). */
export function leadWebhooks(lead: Lead, id: number, config: LeadWebhooks): OutgoingWebhook[] {
  if (!config.urls.length) return [];
  const body = leadWebhookBody(lead, id, config.format, new Date(), config.siteUrl);
  const messageId = webhookMessageId(id);
  return config.urls.map((url) => ({ event: 'lead.created', url, body, messageId, leadId: id }));
}
