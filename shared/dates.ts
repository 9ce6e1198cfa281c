/**
 * The French long date of docs/ARCHITECTURE.md (`22 novembre 2026`), in Paris
 * time whatever the zone of the server or the browser. Used by the pages, the
 * blog's island, the e-mails and the admin commands alike.
 */
export const frenchDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

export function formatFrenchDate(date: Date | string): string {
  return frenchDate.format(typeof date === 'string' ? new Date(date) : date);
}

const parisDateTimeFormats = Object.fromEntries(
  (['minute', 'second'] as const).map((precision) => [
    precision,
    new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      ...(precision === 'second' ? { second: '2-digit' } : {}),
    }),
  ]),
) as Record<'minute' | 'second', Intl.DateTimeFormat>;

/** A moment as admin commands and exports write it, in Paris time: `2026-12-01 09:00` (or `09:00:00`). */
export function parisDateTime(date: Date, precision: 'minute' | 'second' = 'minute'): string {
  return parisDateTimeFormats[precision].format(date);
}
