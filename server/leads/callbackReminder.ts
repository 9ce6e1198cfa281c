import type { Knex } from 'knex';
import { callbackMomentLabel } from '../../shared/callback';
import { escapeHtml } from '../../shared/escape';
import { espaceLeadHref } from '../../shared/paths';
import { site } from '../../shared/site';
import { enqueueMail, type OutgoingMail } from '../mail/outboxRepo';
import { scheduleJob, type JobHandler } from '../queue/jobs';
import { enqueueWebhooks } from '../webhooks/outboxRepo';
import { leadsRepo, type StoredLead } from './repo';
import { callbackDueWebhooks, type LeadWebhooks } from './webhook';

/** The job that reminds the team of a callback (docs/decisions/055-callback-reminders-and-dead-delivery-alerts.md). */
export const CALLBACK_REMINDER = 'callback-reminder';

/** How long before the chosen moment the team is reminded. */
export const REMINDER_BEFORE_MS = 10 * 60_000;

/**
 * Queues the reminder of a callback, in the lead's transaction: one job per lead (its key),
 * whatever the instances and restarts.
 */
export async function scheduleCallbackReminder(trx: Knex | Knex.Transaction, leadId: number, callbackAt: Date) {
  await scheduleJob(trx, {
    kind: CALLBACK_REMINDER,
    key: `${CALLBACK_REMINDER}:${leadId}`,
    runAt: new Date(callbackAt.getTime() - REMINDER_BEFORE_MS),
    leadId,
  });
}

/** The short mail to MAIL_TO: who to call, at what time, and the lead's page. */
export function reminderMail(lead: StoredLead, to: string, siteUrl?: string): OutgoingMail {
  const when = callbackMomentLabel(lead.callbackAt!);
  const who = lead.name.trim() || 'un médecin';
  const link = siteUrl ? `${siteUrl}${espaceLeadHref(lead.id)}` : null;
  const lines = [
    `Rappel à passer ${when} (heure de Paris), dans 10 minutes : ${who}${lead.practice ? `, ${lead.practice}` : ''}.`,
    `Téléphone : ${lead.phone ?? 'non donné'}`,
    ...(lead.message.trim() ? [`Message : ${lead.message.trim()}`] : []),
    ...(link ? ['', `Voir la demande dans l’espace : ${link}`] : []),
  ];
  return {
    kind: 'callback-reminder',
    to,
    subject: `Rappel dans 10 minutes : ${who} (demande n° ${lead.id}) – ${site.name}`,
    text: `${lines.join('\n')}\n`,
    html: `<!doctype html><html lang="fr"><body>
<p>Rappel à passer <strong>${escapeHtml(when)}</strong> (heure de Paris), dans 10 minutes : ${escapeHtml(who)}${
      lead.practice ? `, ${escapeHtml(lead.practice)}` : ''
    }.</p>
<p>Téléphone : ${lead.phone ? `<a href="tel:${escapeHtml(lead.phone.replace(/[^+\d]/g, ''))}">${escapeHtml(lead.phone)}</a>` : 'non donné'}</p>
${lead.message.trim() ? `<p>Message : ${escapeHtml(lead.message.trim())}</p>\n` : ''}${
      link ? `<p><a href="${escapeHtml(link)}">Voir la demande dans l’espace</a></p>\n` : ''
    }</body></html>`,
    leadId: lead.id,
  };
}

/** What the jobs about a lead (its reminder, an alert) are given by the server. */
export interface LeadJobSettings {
  /** MAIL_TO. */
  to: string;
  /** LEAD_WEBHOOK_URL, LEAD_WEBHOOK_FORMAT and SITE_URL. */
  webhooks: LeadWebhooks;
  now?: () => Date;
}

/**
 * The job's handler: the mail and the `lead.callback_due` webhooks, queued in the job's
 * transaction; nothing for a lead no longer waiting (contacted, or any status past
 * `nouveau`), erased, or whose callback moment was taken away.
 */
export function callbackReminderJob({ to, webhooks, now = () => new Date() }: LeadJobSettings): JobHandler {
  return async (trx, job) => {
    if (job.lead_id === null) return;
    const [lead] = await leadsRepo(trx).list({ id: job.lead_id });
    if (!lead || lead.status !== 'nouveau' || !lead.callbackAt) return;
    await enqueueMail(trx, reminderMail(lead, to, webhooks.siteUrl));
    await enqueueWebhooks(trx, callbackDueWebhooks(lead, lead.id, lead.receivedAt, webhooks, now()));
  };
}
