import type { Knex } from 'knex';
import { site } from '../../shared/site';
import { espaceLeadHref } from '../../shared/paths';
import type { LeadJobSettings } from '../leads/callbackReminder';
import { leadsRepo } from '../leads/repo';
import { notificationFailedWebhooks, type LeadEvent } from '../leads/webhook';
import { enqueueMail } from '../mail/outboxRepo';
import type { OutboxRow } from '../mail/outboxRepo';
import { scheduleJob, type JobHandler } from '../queue/jobs';
import { enqueueWebhooks, type WebhookRow } from '../webhooks/outboxRepo';

/**
 * A notification mail or a webhook given up (docs/decisions/055-callback-reminders-and-dead-delivery-alerts.md):
 * the owner is told once, by mail, and by webhook when it is the mail that died.
 */
export const DEAD_ALERT = 'dead-alert';

/** The mails and webhooks that say a delivery died: their own death is never alerted (no loop). */
export const ALERT_MAIL_KIND = 'dead-alert';
export const ALERT_EVENT: LeadEvent = 'lead.notification_failed';

type Payload = { channel: 'mail' | 'webhook'; id: number; leadId: number | null; host?: string; error: string };

/**
 * For the mail worker's `onDead`: in the transaction that marks the mail dead, a job that
 * alerts the owner. Only the mails about a lead (its notification, its reminder); never an
 * alert's own mail.
 */
export async function alertOnDeadMail(trx: Knex.Transaction, row: OutboxRow, error: string): Promise<void> {
  if (row.kind === ALERT_MAIL_KIND || row.lead_id === null) return;
  await scheduleAlert(trx, { channel: 'mail', id: row.id, leadId: row.lead_id, error });
}

/** For the webhook worker's `onDead`: the same, for a lead's webhook (never an alert's own). */
export async function alertOnDeadWebhook(trx: Knex.Transaction, row: WebhookRow, error: string): Promise<void> {
  if (row.event === ALERT_EVENT) return;
  const host = URL.canParse(row.url) ? new URL(row.url).host : '';
  await scheduleAlert(trx, { channel: 'webhook', id: row.id, leadId: row.lead_id, host, error });
}

async function scheduleAlert(trx: Knex.Transaction, payload: Payload) {
  // One alert per death: a row given a fresh set of tries that dies again is said again.
  await scheduleJob(trx, {
    kind: DEAD_ALERT,
    key: `${DEAD_ALERT}:${payload.channel}:${payload.id}:${Date.now()}`,
    runAt: new Date(),
    payload,
    leadId: payload.leadId ?? undefined,
  });
}

const paris = (date: Date) => date.toLocaleString('fr-FR', { timeZone: 'Europe/Paris' });

/**
 * The alert job: one mail to MAIL_TO naming the lead and what to run once the cause is fixed;
 * when the lead's mail died, the `lead.notification_failed` webhooks too (the mail relay may
 * be what failed). Queued in the job's transaction: once.
 */
export function deadAlertJob({ to, webhooks, now = () => new Date() }: LeadJobSettings): JobHandler {
  return async (trx, job) => {
    const payload = job.payload as Payload;
    const [lead] = payload.leadId === null ? [] : await leadsRepo(trx).list({ id: payload.leadId });
    const who = lead
      ? `la demande n° ${lead.id} (${lead.name.trim() || 'sans nom'}, reçue le ${paris(lead.receivedAt)})`
      : 'une demande effacée depuis';
    const link = lead && webhooks.siteUrl ? `${webhooks.siteUrl}${espaceLeadHref(lead.id)}` : null;
    const [subject, what, fix] =
      payload.channel === 'webhook'
        ? [
            `Webhook non remis : demande n° ${payload.leadId ?? '?'}`,
            `Le webhook de ${who} vers ${payload.host} n’a pas été remis après tous ses essais`,
            'Corrigez la cause (adresse, destinataire), puis : npm run webhooks:retry-dead (npm run webhooks:status pour le détail).',
          ]
        : [
            `Notification non envoyée : demande n° ${payload.leadId ?? '?'}`,
            `La notification par e-mail de ${who} n’a pas pu être envoyée après tous ses essais`,
            'Corrigez la cause (serveur d’envoi, SMTP_URL), puis : npm run mail:retry-dead (npm run mail:status pour le détail).',
          ];
    const text = [
      `${what} : ${payload.error}`,
      '',
      fix,
      ...(link ? ['', `Voir la demande dans l’espace : ${link}`] : []),
    ].join('\n');
    await enqueueMail(trx, { kind: ALERT_MAIL_KIND, to, subject: `${subject} – ${site.name}`, text: `${text}\n` });
    if (payload.channel === 'mail' && lead)
      await enqueueWebhooks(
        trx,
        notificationFailedWebhooks(lead, lead.id, lead.receivedAt, webhooks, payload.error, now()),
      );
  };
}
