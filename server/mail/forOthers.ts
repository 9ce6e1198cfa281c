import type { Knex } from 'knex';
import { escapeRegExp } from '../../shared/escape';
import { QueueState } from '../queue/states';
import { leadDeliveryStates, type LeadDeliveryState } from '../queue/table';

/**
 * What the other features need of the outbox, so that its SQL stays in mail/:
 * the state of a lead's notification, a campaign's mails, the purge and the
 * GDPR requests. A cut-off is a Date or the database's own `now() - interval`.
 */
type Db = Knex | Knex.Transaction;
type Cutoff = Date | Knex.Raw;

/**
 * Where the notification of each of these leads stands: `dead` if one of the lead's mails
 * died, else `pending` while one waits, else `sent`; a lead without a mail is not in the map.
 */
export const notificationStates = (db: Db, leadIds: number[]): Promise<Map<number, LeadDeliveryState>> =>
  leadDeliveryStates(db, 'email_outbox', leadIds);

/** Where a set of mails stands (a campaign's), by outcome. */
export interface MailOutcomes {
  sent: number;
  dead: number;
  /** Waiting or being sent. */
  waiting: number;
  /** Of the waiting, those the mail server refused at least once. */
  retrying: number;
}

/** How many of these mails went out, died, or still wait; one binding however many. */
export async function mailOutcomes(db: Db, ids: number[]): Promise<MailOutcomes> {
  if (!ids.length) return { sent: 0, dead: 0, waiting: 0, retrying: 0 };
  const { rows } = await db.raw(
    `select count(*) filter (where status = ?)::int as sent,
            count(*) filter (where status = ?)::int as dead,
            count(*) filter (where status in (?, ?))::int as waiting,
            count(*) filter (where status = ? and attempts > 0)::int as retrying
       from email_outbox where id = any(?)`,
    [QueueState.sent, QueueState.dead, QueueState.pending, QueueState.sending, QueueState.pending, ids],
  );
  return rows[0] as MailOutcomes;
}

/** One mail about a lead, as the lead's page in the espace shows it: no address, no body. */
export interface LeadMail {
  id: number;
  kind: string;
  status: QueueState;
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
): Promise<{ status: string; attempts: number; last_error: string | null }> {
  return db('email_outbox').where({ id }).first('status', 'attempts', 'last_error');
}

/**
 * Locks the mails among `ids` not sent yet (waiting or dead), until the
 * transaction ends: a worker claiming mails (SKIP LOCKED) passes them by. Resolves with their ids.
 */
export async function lockUnsentMails(trx: Knex.Transaction, ids: Knex.QueryBuilder): Promise<number[]> {
  return (
    await trx('email_outbox')
      .whereIn('id', ids)
      .whereIn('status', [QueueState.pending, QueueState.dead])
      .forUpdate()
      .select('id')
  ).map((row: { id: number }) => Number(row.id));
}

/** Takes one mail back if it has not gone out (waiting or dead); resolves with whether it was. */
export async function withdrawUnsentMail(db: Db, id: number): Promise<boolean> {
  return (await db('email_outbox').where({ id }).whereIn('status', [QueueState.pending, QueueState.dead]).delete()) > 0;
}

/** Deletes these mails (taken back before they went out). */
export async function deleteMails(trx: Knex.Transaction, ids: number[]): Promise<void> {
  await trx('email_outbox').whereRaw('id = any(?)', [ids]).delete();
}

const count = async (query: Knex.QueryBuilder) => ((await query.returning('id')) as unknown[]).length;

/** Deletes the mails sent before `before`; resolves with how many. */
export const deleteSentMailsBefore = (db: Db, before: Cutoff) =>
  count(db('email_outbox').where({ status: QueueState.sent }).where('sent_at', '<', before).delete());

/** Deletes every mail about these leads (their notifications); one binding however many. */
export const deleteMailsOfLeads = (db: Db, leadIds: number[]) =>
  count(db('email_outbox').whereRaw('lead_id = any(?)', [leadIds]).delete());

/** Deletes the mails never sent, queued before `before`. */
export const deleteUnsentMailsBefore = (db: Db, before: Cutoff) =>
  count(db('email_outbox').whereNot({ status: QueueState.sent }).where('created_at', '<', before).delete());

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
function mailsAboutQuery(db: Db, { leadIds, spellings, texts }: Person): Knex.QueryBuilder {
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

/** The mails about a person (above), oldest first, as stored (a GDPR export). */
export const mailsAbout = (db: Db, person: Person): Promise<Record<string, unknown>[]> =>
  mailsAboutQuery(db, person).orderBy('id');

/** Deletes the mails about a person (a GDPR erasure); resolves with how many. */
export const eraseMailsAbout = (db: Db, person: Person): Promise<number> => count(mailsAboutQuery(db, person).delete());
