import type { Knex } from 'knex';
import { parisDay } from '../../shared/dates';
import { leadMails, type LeadMail } from '../mail/forOthers';
import { outboxRepo } from '../mail/outboxRepo';
import { webhookOutboxRepo, type LeadWebhook } from '../webhooks/outboxRepo';
import { waitingLeads, withDue, type DueLead } from './due';
import { leadsRepo, type LeadFilter, type LeadPage, type StoredLead } from './repo';
import { LEAD_STATUS_LABEL, LEAD_STATUSES, type LeadStatus, type StatusChange } from './status';
import { provenanceRows } from './notification';
import { PROMISE_HOURS } from './workingHours';
import { planTitle } from '../../shared/plans';
import { specialtyName } from '../../shared/specialties';
import type { EspaceChange, EspaceDelivery, EspaceLead } from '../../views/pages/espace/model';

/**
 * What the espace (/espace, the team's inbox) reads of the leads: it asks here and never
 * queries their tables (docs/ARCHITECTURE.md, "Each table has one owner").
 */

/** A callback request still to make, and where its moment stands against today (Paris). */
export interface CallbackToMake extends StoredLead {
  callbackAt: Date;
  when: 'today' | 'later' | 'past';
}

const WHEN_ORDER = { today: 0, later: 1, past: 2 } as const;

/**
 * The callback requests nobody has handled yet (still « nouveau »): today's first, by the
 * hour chosen; then the days ahead, the nearest first; then the moments already gone, the
 * most recent first, since a missed call is still a call to make.
 */
export async function callbacksToMake(db: Knex, now = new Date()): Promise<CallbackToMake[]> {
  const today = parisDay(now);
  const callbacks = (await leadsRepo(db).list({ status: 'nouveau', kind: 'callback' }))
    .filter((lead): lead is StoredLead & { callbackAt: Date } => lead.callbackAt instanceof Date)
    .map((lead) => {
      const day = parisDay(lead.callbackAt);
      const when: CallbackToMake['when'] = day === today ? 'today' : lead.callbackAt > now ? 'later' : 'past';
      return { ...lead, when };
    });
  return callbacks.sort((a, b) => {
    const order = WHEN_ORDER[a.when] - WHEN_ORDER[b.when];
    if (order) return order;
    const apart = a.callbackAt.getTime() - b.callbackAt.getTime();
    return (a.when === 'past' ? -apart : apart) || a.id - b.id;
  });
}

/** The first screen of the espace: what waits for an answer, the most urgent first, and the calls to make. */
export async function inbox(db: Knex, now = new Date()) {
  const [toHandle, callbacks] = await Promise.all([waitingLeads(db, now), callbacksToMake(db, now)]);
  return { toHandle, callbacks };
}

/** One page of every lead the filter keeps, newest first, with the count of all of them and the sources to filter by. */
export async function searchLeads(db: Knex, filter: LeadFilter, page: LeadPage) {
  const repo = leadsRepo(db);
  const [leads, total, sources] = await Promise.all([repo.list(filter, page), repo.count(filter), repo.sources()]);
  return { leads, total, sources };
}

/** Everything the espace shows of one lead: its fields, its history, and how its notifications went. */
export interface LeadRecord {
  lead: DueLead;
  history: StatusChange[];
  mails: LeadMail[];
  webhooks: LeadWebhook[];
}

export async function leadRecord(db: Knex, id: number, now = new Date()): Promise<LeadRecord | undefined> {
  const repo = leadsRepo(db);
  const [lead] = await repo.list({ id });
  if (!lead) return undefined;
  const [histories, mails, webhooks] = await Promise.all([
    repo.histories([id]),
    leadMails(db, id),
    webhookOutboxRepo(db).ofLead(id),
  ]);
  return { lead: withDue(lead, now), history: histories.get(id) ?? [], mails, webhooks };
}

/**
 * Sends one dead delivery of lead `leadId` again (what `mail:retry-dead` and
 * `webhooks:retry-dead` do for all of them): a fresh set of tries, picked up by the
 * running servers' workers. False when it is not dead (sent meanwhile) or not this lead's.
 */
export async function retryDeadDelivery(
  db: Knex,
  leadId: number,
  channel: 'mail' | 'webhook',
  id: number,
): Promise<boolean> {
  const repo = channel === 'mail' ? outboxRepo(db) : webhookOutboxRepo(db);
  return (await repo.retryDead({ id, leadId })) > 0;
}

/** A lead as the espace's pages show it (views/pages/espace/model.ts): labels in French, the promise worked out. */
export function espaceLead(lead: StoredLead, now = new Date()): EspaceLead {
  const { waitedMs, dueAt } = withDue(lead, now);
  const waiting = lead.status === 'nouveau';
  return {
    id: lead.id,
    kind: lead.kind,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    practice: lead.practice,
    city: lead.city,
    plan: lead.plan ? planTitle(lead.plan) : null,
    specialty: lead.specialty ? specialtyName(lead.specialty) : null,
    message: lead.message,
    consent: lead.consent,
    page: lead.page,
    source: lead.attribution.utmSource ?? lead.attribution.referrerHost ?? 'direct',
    provenance: provenanceRows(lead),
    receivedAt: lead.receivedAt,
    status: statusChoice(lead.status),
    statusAt: lead.statusAt,
    dueAt: waiting ? dueAt : null,
    lateMs: waiting ? waitedMs - PROMISE_HOURS * 3_600_000 : 0,
    callbackAt: lead.callbackAt ?? null,
    notification: lead.notification,
  };
}

export const statusChoice = (status: LeadStatus) => ({ value: status, label: LEAD_STATUS_LABEL[status] });

/** The six statuses, in the order the team moves a lead through them. */
export const STATUS_CHOICES = LEAD_STATUSES.map(statusChoice);

/** A lead's history and notifications as its page shows them. */
export function espaceRecord({ lead, history, mails, webhooks }: LeadRecord, now = new Date()) {
  const changes: EspaceChange[] = history.map((change) => ({
    status: statusChoice(change.status),
    note: change.note,
    by: change.changedBy,
    at: change.changedAt,
  }));
  const deliveries: EspaceDelivery[] = [
    ...mails.map((mail) => ({
      channel: 'mail' as const,
      id: mail.id,
      to: 'E-mail à l’équipe',
      state: mail.status,
      attempts: mail.attempts,
      lastError: mail.lastError,
      at: mail.sentAt ?? mail.queuedAt,
    })),
    ...webhooks.map((webhook) => ({
      channel: 'webhook' as const,
      id: webhook.id,
      to: `Webhook vers ${webhook.host}`,
      state: webhook.status,
      attempts: webhook.attempts,
      lastError: webhook.lastError,
      at: webhook.sentAt ?? webhook.queuedAt,
    })),
  ];
  return { lead: espaceLead(lead, now), history: changes, deliveries };
}
