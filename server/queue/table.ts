import type { Knex } from 'knex';
import { QueueState, type QueueCounts } from './states';

/** What every queued row has, whatever it carries (a mail, a webhook, a job). */
export interface QueuedRow {
  id: number;
  attempts: number;
  max_attempts: number;
}

export interface QueueTableSpec {
  /** The table: `email_outbox`, `webhook_outbox`, `queue_jobs`. */
  table: string;
  /** The columns a claim returns besides `id, attempts, max_attempts`. */
  columns: readonly string[];
  /** The column stamped when a row is done (`sent_at`, `done_at`). */
  doneColumn: string;
  /** A fixed SQL condition a row must meet to be claimed (webhooks: its endpoint not disabled). Never user input. */
  claimableWhen?: string;
  /**
   * The clock, for tests that move time: absent, the database's `now()`, so that several
   * instances share one clock.
   */
  now?: () => Date;
}

/** The time as the statements use it: the test's clock, or the database's own. */
const NOW = 'coalesce(?::timestamptz, now())';

/**
 * The statements of one queue table. Every table of the queue has the same state columns:
 * `status` (server/queue/states.ts), `attempts`, `max_attempts`, `next_attempt_at`,
 * `locked_until`, `last_error`, and its done column.
 */
export function queueTable<Row extends QueuedRow>(db: Knex, spec: QueueTableSpec) {
  const { table, doneColumn } = spec;
  const now = () => spec.now?.() ?? null;
  const returning = ['id', 'attempts', 'max_attempts', ...spec.columns].join(', ');

  return {
    /**
     * Takes up to `limit` due rows for this worker. SKIP LOCKED lets several workers
     * (several instances) claim at once without ever taking the same row; the lease
     * brings back the rows of a worker that died while delivering them.
     */
    async claim(limit: number, leaseSeconds: number): Promise<Row[]> {
      const { rows } = await db.raw(
        `update ${table}
            set status = '${QueueState.sending}', attempts = attempts + 1,
                locked_until = ${NOW} + make_interval(secs => ?)
          where id in (
            select id from ${table}
             where ((status = '${QueueState.pending}' and next_attempt_at <= ${NOW})
                or (status = '${QueueState.sending}' and locked_until < ${NOW}))
               ${spec.claimableWhen ? `and ${spec.claimableWhen}` : ''}
             order by next_attempt_at, id
             limit ?
             for update skip locked)
        returning ${returning}`,
        [now(), leaseSeconds, now(), now(), limit],
      );
      return (rows as Row[]).map((row) => ({ ...row, id: Number(row.id) }));
    },

    /** Claimed rows not tried after all (the worker is stopping): due again at once, the try not counted. */
    async release(ids: number[]): Promise<void> {
      if (!ids.length) return;
      await db(table)
        .whereIn('id', ids)
        .where({ status: QueueState.sending })
        .update({
          status: QueueState.pending,
          locked_until: null,
          attempts: db.raw('greatest(attempts - 1, 0)'),
          next_attempt_at: db.raw(NOW, [now()]),
        });
    },

    async markDone(id: number): Promise<void> {
      await db(table)
        .where({ id })
        .update({ status: QueueState.sent, [doneColumn]: db.raw(NOW, [now()]), locked_until: null, last_error: null });
    },

    /**
     * Back to pending, due in `delayMs`, or dead once the tries are used up (or `giveUp`).
     * `onDead` runs in the same transaction as the row's death: what it queues (an alert)
     * exists exactly when the row is dead.
     */
    async markFailed(
      row: Row,
      error: string,
      delayMs: number,
      {
        giveUp = false,
        onDead,
      }: { giveUp?: boolean; onDead?: (trx: Knex.Transaction, row: Row, error: string) => Promise<void> } = {},
    ): Promise<'retry' | 'dead'> {
      const dead = giveUp || row.attempts >= row.max_attempts;
      const update = (q: Knex | Knex.Transaction) =>
        q(table)
          .where({ id: row.id })
          .update({
            status: dead ? QueueState.dead : QueueState.pending,
            locked_until: null,
            last_error: error.slice(0, 1_000),
            next_attempt_at: db.raw(`${NOW} + make_interval(secs => ?)`, [now(), delayMs / 1000]),
          });
      if (dead && onDead)
        await db.transaction(async (trx) => {
          await update(trx);
          await onDead(trx, row, error);
        });
      else await update(db);
      return dead ? 'dead' : 'retry';
    },

    async counts(): Promise<QueueCounts> {
      const rows: { status: QueueState; n: number }[] = await db(table)
        .select('status')
        .count({ n: '*' })
        .groupBy('status');
      const counts: QueueCounts = { pending: 0, sending: 0, sent: 0, dead: 0 };
      for (const row of rows) counts[row.status] = Number(row.n);
      return counts;
    },

    /** Gives dead rows (or the one matching `only`) a fresh set of tries; their ids stay. */
    async retryDead(only?: Record<string, number>): Promise<number> {
      const ids = await db(table)
        .where({ status: QueueState.dead, ...only })
        .update({ status: QueueState.pending, attempts: 0, next_attempt_at: db.raw(NOW, [now()]), last_error: null })
        .returning('id');
      return ids.length;
    },
  };
}

export type QueueTable<Row extends QueuedRow> = ReturnType<typeof queueTable<Row>>;

/** Where a lead's rows of one queue stand together: dead if one died, else pending while one waits, else sent. */
export type LeadDeliveryState = 'dead' | 'pending' | 'sent';

/**
 * The state of each lead's rows in `table` (mail's notifications, webhooks' posts), by lead id;
 * a lead without rows is absent. One statement however many leads: the leads list asks it per page.
 */
export async function leadDeliveryStates(
  db: Knex | Knex.Transaction,
  table: string,
  leadIds: number[],
): Promise<Map<number, LeadDeliveryState>> {
  if (!leadIds.length) return new Map();
  const { rows } = (await db.raw(
    `select lead_id, case
        when bool_or(status = ?) then 'dead'
        when bool_or(status in (?, ?)) then 'pending'
        else 'sent' end as state
       from ?? where lead_id = any(?) group by lead_id`,
    [QueueState.dead, QueueState.pending, QueueState.sending, table, leadIds],
  )) as { rows: { lead_id: number | string; state: LeadDeliveryState }[] };
  return new Map(rows.map((row) => [Number(row.lead_id), row.state]));
}
