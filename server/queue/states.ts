/**
 * The states of every row of the queue (mails, webhooks, jobs), the words stored in their
 * `status` column: `pending` waits for its time, `sending` is claimed by a worker under a
 * lease, `sent` is done, `dead` used up its tries. Other features name them through this
 * export (or mail/'s), never by spelling the words.
 */
export const QueueState = {
  pending: 'pending',
  sending: 'sending',
  sent: 'sent',
  dead: 'dead',
} as const;

export type QueueState = (typeof QueueState)[keyof typeof QueueState];

export type QueueCounts = Record<QueueState, number>;
