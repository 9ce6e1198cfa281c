import type { Knex } from 'knex';
import type { PlanId } from '../../shared/plans';
import { isSpecialtySlug } from '../../shared/specialties';
import type { Lead } from './lead';
import { NO_ATTRIBUTION, type Attribution } from './attribution';
import { notificationStateColumn } from '../mail/forOthers';
import { enqueueMail, type OutgoingMail } from '../mail/outboxRepo';
import { enqueueWebhooks, type OutgoingWebhook } from '../webhooks/outboxRepo';
import { isLeadStatus, statusHistories, type LeadStatus, type StatusChange } from './status';

/** Where the notification of a lead stands: `dead` means the team never received it. */
export type NotificationState = 'sent' | 'pending' | 'dead' | 'none';

/** A stored lead, as the owner's list and export show it. */
export interface StoredLead extends Lead {
  id: number;
  attribution: Attribution;
  receivedAt: Date;
  notification: NotificationState;
  /** Where the team stands with it (server/leads/status.ts), and since when (null: never changed). */
  status: LeadStatus;
  statusAt: Date | null;
}

export interface LeadFilter {
  /** Received on or after this instant. */
  since?: Date;
  kind?: Lead['kind'];
  status?: LeadStatus;
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
        return id;
      });
    },

    /**
     * The leads, newest first, each with the state of its notification: dead
     * if one of its mails died, else pending while one waits, else sent.
     */
    async list({ since, kind, status }: LeadFilter = {}): Promise<StoredLead[]> {
      const query = db('leads as m')
        .select('m.*')
        .select(notificationStateColumn(db, 'm.id'))
        .orderBy([
          { column: 'm.created_at', order: 'desc' },
          { column: 'm.id', order: 'desc' },
        ]);
      if (since) query.where('m.created_at', '>=', since);
      if (kind) query.where('m.kind', kind);
      if (status) query.where('m.status', status);
      const rows: Record<string, unknown>[] = await query;
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
        notification: row.notification as NotificationState,
        status: isLeadStatus(row.status) ? row.status : 'nouveau',
        statusAt: row.status_at ? new Date(row.status_at as string) : null,
      }));
    },

    /** The status history of each of these leads, oldest change first. */
    histories(ids: number[]): Promise<Map<number, StatusChange[]>> {
      return statusHistories(db, ids);
    },
  };
}
