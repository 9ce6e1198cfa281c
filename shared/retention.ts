/** A period of time as the purge counts it and the privacy page writes it. */
export type RetentionPeriod = { days: number } | { months: number } | { years: number };

/**
 * Retention periods (docs/DECISIONS.md): what the daily purge deletes
 * (server/jobs/purge.ts), read from here so that what the privacy page and
 * the forms state is what the code does.
 */
export const retentionPeriods = {
  visits: { months: 25 },
  /** Contact messages and quote requests, with the notification mails that never went out. */
  leads: { years: 3 },
  formerSubscribers: { years: 3 },
  /** Sent mails copy the visitor's message; the team has it in its mailbox. */
  sentMails: { days: 30 },
  /** A newsletter request never confirmed, after its last confirmation mail; also how long the confirmation link works. */
  unconfirmedSubscribers: { days: 30 },
  /** An Idempotency-Key and the answer it gave (no personal data but a hash): retries come within the day. */
  idempotencyKeys: { days: 1 },
} as const satisfies Record<string, RetentionPeriod>;

/** `3 ans`, `25 mois`, `30 jours`, with a non-breaking space. */
export function periodText(period: RetentionPeriod): string {
  if ('years' in period) return `${period.years}\u00a0an${period.years > 1 ? 's' : ''}`;
  if ('months' in period) return `${period.months}\u00a0mois`;
  return `${period.days}\u00a0jour${period.days > 1 ? 's' : ''}`;
}

/** Retention periods, stated on the privacy page and under each form. */
export const retention = {
  visits: periodText(retentionPeriods.visits),
  /** Quote requests and contact messages. */
  leads: periodText(retentionPeriods.leads),
  sentMails: periodText(retentionPeriods.sentMails),
  newsletter: 'jusqu’à votre désinscription',
  newsletterUnconfirmed: periodText(retentionPeriods.unconfirmedSubscribers),
  /** What is kept of an unsubscribed address (its address and the date). */
  newsletterUnsubscribed: periodText(retentionPeriods.formerSubscribers),
} as const;
