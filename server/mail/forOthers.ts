import type { Knex } from 'knex';
import { escapeRegExp } from '../../shared/escape';
import { QueueState } from '../queue/states';

/**
 * What the other features need of the outbox, so that its SQL stays in mail/:
 * the state of a lead's notification, a campaign's mails, the purge and the
 * GDPR requests. A cut-off is a Date or the database's own `now() - interval`.
 */
type Db = Knex | Knex.Transaction;
type Cutoff = Date | Knex.Raw;

/**
 * `(…) as notification`, for a query of leads: `dead` if one of the lead's mails
 * died, else `pending` while one waits, else `sent` (`none` without a mail).
 * `leadId` is the column holding the lead's id in that query.
 */
export function notificationStateColumn(db: Db, leadId: string): Knex.Raw {
  return db.raw(
    `(select case
        when bool_or(o.status = 'dead') then 'dead'
        when bool_or(o.status in ('pending', 'sending')) then 'pending'
        when count(*) > 0 then 'sent'
        else 'none' end
       from email_outbox o where o.lead_id = ??) as notification`,
    [leadId],
  );
}

/**
 * The outbox's `id` and where each mail stands, as booleans (`sent`, `dead`, `unsent`:
 * waiting or being sent, `retrying`: waiting after a failed try), to join under an alias
 * (a campaign's counts): the state words stay in mail/.
 */
export function mailStatuses(db: Db): Knex.QueryBuilder {
  return db('email_outbox').select(
    'id',
    db.raw('status = ? as sent', [QueueState.sent]),
    db.raw('status = ? as dead', [QueueState.dead]),
    db.raw('status in (?, ?) as unsent', [QueueState.pending, QueueState.sending]),
    db.raw('(status = ? and attempts > 0) as retrying', [QueueState.pending]),
  );
}

/** One mail about a lead, as the lead's page in the espace shows it: no address, no body. */
export interface LeadMail {
  id: number;
  kind: string;
  status: 'pending' | 'sending' | 'sent' | 'dead';
  attempts: number;
  lastError: string | null;
  queuedAt: Date;
  sentAt: Date | null;
}

/** The mails about a lead (its notification), oldest first. */
export async function leadMails(db: Db, leadId: number): Promise<LeadMail[]> {
  const rows: Record<string, unknown>[] = await db('email_outbox')
    .where({ lead_id: leadId })
    .select('id', 'kind', 'status', 'attempts', 'last_error', 'created_at', 'sent_at')
    .orderBy('id');
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind as string,
    status: row.status as LeadMail['status'],
    attempts: Number(row.attempts),
    lastError: (row.last_error as string | null) ?? null,
    queuedAt: new Date(row.created_at as string),
    sentAt: row.sent_at ? new Date(row.sent_at as string) : null,
  }));
}

/** Where one mail stands. */
export async function mailState(
  db: Db,
  id: number,
): Promise<{ status: QueueState; attempts: number; last_error: string | null }> {
  return db('email_outbox').where({ id }).first('status', 'attempts', 'last_error');
}

/**
 * Locks the mails among `ids` not sent yet (waiting or dead), until the
 * transaction ends: a worker claiming mails (SKIP LOCKED) passes them by. Resolves with their ids.
 */
export async function lockUnsentMails(trx: Knex.Transaction, ids: Knex.QueryBuilder): Promise<number[]> {
  return (
    await trx('email_outbox').whereIn('id', ids).whereIn('status', ['pending', 'dead']).forUpdate().select('id')
  ).map((row: { id: number }) => Number(row.id));
}

/** Takes one mail back if it has not gone out (waiting or dead); resolves with whether it was. */
export async function withdrawUnsentMail(db: Db, id: number): Promise<boolean> {
  return (await db('email_outbox').where({ id }).whereIn('status', ['pending', 'dead']).delete()) > 0;
}

/** Deletes these mails (taken back before they went out). */
export async function deleteMails(trx: Knex.Transaction, ids: number[]): Promise<void> {
  await trx('email_outbox').whereIn('id', ids).delete();
}

const count = async (query: Knex.QueryBuilder) => ((await query.returning('id')) as unknown[]).length;

/** Deletes the mails sent before `before`; resolves with how many. */
export const deleteSentMailsBefore = (db: Db, before: Cutoff) =>
  count(db('email_outbox').where({ status: 'sent' }).where('sent_at', '<', before).delete());

/** Deletes every mail about these leads (their notifications). */
export const deleteMailsOfLeads = (db: Db, leadIds: number[] | Knex.QueryBuilder) =>
  count(db('email_outbox').whereIn('lead_id', leadIds).delete());

/** Deletes the mails never sent, queued before `before`. */
export const deleteUnsentMailsBefore = (db: Db, before: Cutoff) =>
  count(db('email_outbox').whereNot({ status: 'sent' }).where('created_at', '<', before).delete());

/** Every recipient and Reply-To of the outbox, as stored (lists included): what a restore checks against the erasures' journal. */
export async function mailAddresses(db: Db): Promise<string[]> {
  const rows: { to_address: string; reply_to: string | null }[] = await db('email_outbox').distinct(
    'to_address',
    'reply_to',
  );
  return rows.flatMap((row) => [row.to_address, row.reply_to ?? '']).filter(Boolean);
}

/** What names a person in the outbox: their leads, their address's spellings, and texts (a phone as typed). */
export interface Person {
  leadIds: number[];
  /** The address's spellings, lower-cased; none for a phone number. */
  spellings: string[];
  /** Found as written in a mail's text: a phone number as the visitor typed it. */
  texts: string[];
}

/**
 * The mails about a person: a notification of one of their leads; a mail whose recipient
 * or Reply-To names one of the address's `spellings` (alone or in a list, with or without
 * a display name); a mail whose text names it or holds one of `texts` (the team's morning
 * digest lists waiting leads by address, or by phone for a callback request).
 * `~*` is Postgres's case-insensitive match.
 */
export function mailsAbout(db: Db, { leadIds, spellings, texts }: Person): Knex.QueryBuilder {
  const address = `(^|[\\s<>(),;:"'\\[\\]])(${spellings.map(escapeRegExp).join('|')})($|[\\s<>(),;:"'\\[\\]])`;
  return db('email_outbox').where((q) => {
    q.whereIn('lead_id', leadIds);
    if (spellings.length)
      q.orWhereRaw('to_address ~* ?', [address])
        .orWhereRaw('reply_to ~* ?', [address])
        .orWhereRaw('text_body ~* ?', [address]);
    for (const text of texts) q.orWhereRaw('strpos(text_body, ?) > 0', [text]);
  });
}
