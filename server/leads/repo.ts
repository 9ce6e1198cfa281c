import type { Knex } from 'knex';
import type { PlanId } from '../../shared/plans';
import { isSpecialtySlug } from '../../shared/specialties';
import type { Lead } from './lead';
import { NO_ATTRIBUTION, type Attribution } from './attribution';
import { notificationStates } from '../mail/forOthers';
import { enqueueMail, type OutgoingMail } from '../mail/outboxRepo';
import { enqueueWebhooks, webhookStates, type OutgoingWebhook } from '../webhooks/outboxRepo';
import { scheduleCallbackReminder } from './callbackReminder';
import { isLeadStatus, statusHistories, type LeadStatus, type StatusChange } from './status';

/** Where the notification of a lead stands: `dead` means the team never received it. */
export type NotificationState = 'sent' | 'pending' | 'dead' | 'none';

/** A stored lead, as the owner's list and export show it. */
export interface StoredLead extends Lead {
  id: number;
  attribution: Attribution;
  receivedAt: Date;
  notification: NotificationState;
  /** The same for its webhooks (`none` without LEAD_WEBHOOK_URL). */
  webhooks?: NotificationState;
  /** Where the team stands with it (server/leads/status.ts), and since when (null: never changed). */
  status: LeadStatus;
  statusAt: Date | null;
}

export interface LeadFilter {
  /** Received on or after this instant. */
  since?: Date;
  kind?: Lead['kind'];
  status?: LeadStatus;
  /** Where it came from, as the traffic report names it: its campaign's source, else the referring site, else `direct`. */
  source?: string;
  /** Words found in its name or e-mail (whatever the case), or digits in its phone number (whatever the spacing). */
  search?: string;
  /** This lead only. */
  id?: number;
}

/** A page of a list: at most `limit` leads, after the first `offset`. */
export interface LeadPage {
  limit: number;
  offset: number;
}

/**
 * A lead's source in one word (`source` of LeadFilter), from the columns of the table under
 * `alias`; server/leads/forOthers.ts groups the traffic report by it.
 */
export const sourceExpression = (alias = '') => `coalesce(${alias}utm_source, ${alias}referrer_host, 'direct')`;

/** `%`, `_` and `\` typed in a search are looked for as they are, not as LIKE's wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function filtered(query: Knex.QueryBuilder, { since, kind, status, source, search, id }: LeadFilter) {
  if (since) query.where('m.created_at', '>=', since);
  if (kind) query.where('m.kind', kind);
  if (status) query.where('m.status', status);
  if (id !== undefined) query.where('m.id', id);
  if (source) query.whereRaw(`${sourceExpression('m.')} = ?`, [source]);
  const words = search?.trim();
  if (words) {
    const digits = words.replace(/\D/g, '');
    query.where((q) => {
      q.whereILike('m.name', likeText(words)).orWhereILike('m.email', likeText(words));
      // A phone typed with or without its spaces, dots or +33 is found by its digits.
      if (digits.length >= 4)
        q.orWhereRaw("regexp_replace(coalesce(m.phone, ''), '[^0-9]', '', 'g') like ?", [likeText(digits)]);
    });
  }
  return query;
}

/** The columns of a lead's attribution (migrations/20261127160000_leads_attribution.ts), by its fields. */
const ATTRIBUTION_COLUMNS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  referrerHost: 'referrer_host',
  landingPage: 'landing_page',
  cta: 'cta',
} as const satisfies Record<keyof Attribution, string>;

const attributionColumns = (attribution: Attribution) =>
  Object.fromEntries(
    Object.entries(ATTRIBUTION_COLUMNS).map(([field, column]) => [column, attribution[field as keyof Attribution]]),
  );

const attributionOf = (row: Record<string, unknown>): Attribution =>
  Object.fromEntries(
    Object.entries(ATTRIBUTION_COLUMNS).map(([field, column]) => [field, (row[column] as string | null) ?? null]),
  ) as unknown as Attribution;

/** Quote requests, contact messages and callback requests: the `leads` table. */
export function leadsRepo(db: Knex) {
  return {
    /**
     * Stores the lead and queues its notification and its webhooks in one
     * transaction: once this resolves, none can be lost, whatever the mail
     * server or the webhooks' receivers do.
     */
    async createWithNotification(
      lead: Lead,
      notification: (id: number) => OutgoingMail,
      webhooks: (id: number) => OutgoingWebhook[] = () => [],
    ): Promise<number> {
      return db.transaction(async (trx) => {
        const { callbackAt, attribution, ...fields } = lead;
        const [row] = await trx('leads')
          .insert({ ...fields, callback_at: callbackAt ?? null, ...attributionColumns(attribution ?? NO_ATTRIBUTION) })
          .returning('id');
        const id = Number(row.id);
        await enqueueMail(trx, notification(id));
        await enqueueWebhooks(trx, webhooks(id));
        if (callbackAt) await scheduleCallbackReminder(trx, id, callbackAt);
        return id;
      });
    },

    /**
     * The leads, newest first, each with the state of its notification: dead
     * if one of its mails died, else pending while one waits, else sent.
     */
    async list(filter: LeadFilter = {}, page?: LeadPage): Promise<StoredLead[]> {
      const query = filtered(db('leads as m'), filter)
        .select('m.*')
        .orderBy([
          { column: 'm.created_at', order: 'desc' },
          { column: 'm.id', order: 'desc' },
        ]);
      if (page) query.limit(page.limit).offset(page.offset);
      const rows: Record<string, unknown>[] = await query;
      const ids = rows.map((row) => Number(row.id));
      const notifications = await notificationStates(db, ids);
      const webhooks = await webhookStates(db, ids);
      return rows.map((row) => ({
        id: Number(row.id),
        kind: row.kind as Lead['kind'],
        name: row.name as string,
        email: row.email as string,
        phone: (row.phone as string | null) ?? null,
        practice: (row.practice as string | null) ?? null,
        city: (row.city as string | null) ?? null,
        plan: (row.plan as PlanId | null) ?? null,
        specialty: isSpecialtySlug(row.specialty) ? row.specialty : null,
        message: row.message as string,
        consent: Boolean(row.consent),
        page: (row.page as string | null) ?? null,
        callbackAt: row.callback_at ? new Date(row.callback_at as string) : null,
        attribution: attributionOf(row),
        receivedAt: new Date(row.created_at as string),
        notification: notifications.get(Number(row.id)) ?? 'none',
        webhooks: webhooks.get(Number(row.id)) ?? 'none',
        status: isLeadStatus(row.status) ? row.status : 'nouveau',
        statusAt: row.status_at ? new Date(row.status_at as string) : null,
      }));
    },

    /** How many leads the filter keeps (the pages of a list). */
    async count(filter: LeadFilter = {}): Promise<number> {
      const [row] = await filtered(db('leads as m'), filter).count({ n: '*' });
      return Number(row?.n ?? 0);
    },

    /** Every source leads came from (sourceExpression), the most frequent first: the choices of a filter. */
    async sources(): Promise<string[]> {
      const rows: { source: string }[] = await db('leads')
        .select(db.raw(`${sourceExpression()} as source`))
        .groupByRaw('1')
        .orderByRaw('count(*) desc, 1');
      return rows.map((row) => row.source);
    },

    /** The status history of each of these leads, oldest change first. */
    histories(ids: number[]): Promise<Map<number, StatusChange[]>> {
      return statusHistories(db, ids);
    },
  };
}
