import type { Knex } from 'knex';
import type { Lead } from './lead';
import { statusHistories, type StatusChange } from './status';
import { sourceExpression } from './repo';

/**
 * What the other features need of the leads, so that their SQL stays in
 * leads/: a report's counts, the purge, the GDPR requests, the lead a mail reports.
 */
type Db = Knex | Knex.Transaction;

/**
 * Whose leads a GDPR request is about: an address's `spellings` (its normalised form,
 * shared/emailAddress.ts, how leads are stored, and the ways older rows may hold it,
 * lower-cased), or a phone number's `numbers` (its digits in each way it may have been
 * typed, server/privacy/phone.ts, compared with the stored number's digits, whatever its spacing).
 */
export type LeadOwner = { spellings: string[] } | { numbers: string[] };

const leadsOfOwner = (db: Db, owner: LeadOwner) =>
  'numbers' in owner
    ? db('leads').whereRaw("regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') = any(?)", [owner.numbers])
    : db('leads').whereRaw('lower(email) = any(?)', [owner.spellings]);

/** The leads of an address or a phone number, oldest first, as stored (a GDPR export). */
export const personalLeads = (db: Db, owner: LeadOwner): Promise<Record<string, unknown>[]> =>
  leadsOfOwner(db, owner).orderBy('id');

/** Deletes the leads of an address or a phone number (a GDPR erasure); resolves with how many. */
export const erasePersonalLeads = async (db: Db, owner: LeadOwner): Promise<number> =>
  ((await leadsOfOwner(db, owner).delete().returning('id')) as unknown[]).length;

/** Every address and phone number the leads hold, as stored: what a restore checks against the erasures' journal. */
export const leadContacts = (db: Db): Promise<{ email: string | null; phone: string | null }[]> =>
  db('leads').distinct('email', 'phone');

/** The ids of the leads received before `before`. */
export const leadIdsBefore = async (db: Db, before: Date | Knex.Raw): Promise<number[]> =>
  (await db('leads').where('created_at', '<', before).pluck('id')).map(Number);

/** Deletes the leads received before `before`; resolves with how many. */
export const deleteLeadsBefore = async (db: Db, before: Date | Knex.Raw) =>
  ((await db('leads').where('created_at', '<', before).delete().returning('id')) as unknown[]).length;

/** Leads per day (`day`, an SQL expression over `created_at`) and kind, since `since`: rows of `day`, `kind`, `n`. */
export const leadsPerDay = async (
  db: Db,
  since: Date,
  day: string,
): Promise<{ day: string; kind: Lead['kind']; n: number | string }[]> =>
  db('leads')
    .where('created_at', '>=', since)
    .select(db.raw(`${day} as day`), 'kind')
    .count({ n: '*' })
    .groupByRaw('1, 2');

export interface LeadSummary {
  id: number;
  kind: Lead['kind'];
  name: string;
  email: string;
  receivedAt: Date;
}

/** Who sent each of these leads, and when, by id. */
export async function leadSummaries(db: Db, ids: number[]): Promise<Map<number, LeadSummary>> {
  if (!ids.length) return new Map();
  const rows: Record<string, unknown>[] = await db('leads')
    .whereIn('id', ids)
    .select('id', 'kind', 'name', 'email', 'created_at');
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        kind: row.kind as Lead['kind'],
        name: row.name as string,
        email: row.email as string,
        receivedAt: new Date(row.created_at as string),
      },
    ]),
  );
}

/** What the traffic report groups leads by: their source, campaign, landing page (its path) or call to action. */
export type ProvenanceAxis = 'source' | 'campaign' | 'landing' | 'cta';

// Knex reads `?` as a binding: `\\?` is a literal question mark.
const PROVENANCE_EXPRESSION: Record<ProvenanceAxis, string> = {
  // The campaign's source, else the site that sent the visitor, else none: « direct ».
  source: sourceExpression(),
  campaign: 'utm_campaign',
  landing: "regexp_replace(landing_page, '[\\?#].*$', '')",
  cta: 'cta',
};

/**
 * Leads received since `since` per value of one axis of their attribution (`label`, `n`), with how
 * many were contacted, won and lost (`contacted`, `won`, `lost`); unknown values left out.
 */
export const leadsPerProvenance = async (
  db: Db,
  since: Date,
  axis: ProvenanceAxis,
): Promise<
  { label: string; n: number | string; contacted: number | string; won: number | string; lost: number | string }[]
> =>
  db('leads')
    .where('created_at', '>=', since)
    .select(db.raw(`${PROVENANCE_EXPRESSION[axis]} as label`))
    .count({ n: '*' })
    // Where the team stands with them (server/leads/status.ts): contacted is any status past « nouveau ».
    .select(
      db.raw("count(*) filter (where status <> 'nouveau') as contacted"),
      db.raw("count(*) filter (where status = 'gagne') as won"),
      db.raw("count(*) filter (where status = 'perdu') as lost"),
    )
    .whereRaw(`${PROVENANCE_EXPRESSION[axis]} is not null`)
    .groupByRaw('1');

/** Adds to each lead row (an `id`) its status history, oldest change first, as `status_history`: for a GDPR export. */
export async function withStatusHistories<T extends Record<string, unknown>>(
  db: Db,
  leads: T[],
): Promise<(T & { status_history: StatusChange[] })[]> {
  const histories = await statusHistories(
    db,
    leads.map((lead) => Number(lead.id)),
  );
  return leads.map((lead) => ({ ...lead, status_history: histories.get(Number(lead.id)) ?? [] }));
}
