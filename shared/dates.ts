/**
 * One French date format for everything the site writes (pages, islands, mails,
 * commands): Intl's words, with « 1er » for the first day of a month, as French
 * typography writes it (Intl says « 1 décembre »); a day in digits (« 01/12 ») stays as
 * it is. `timeZone` defaults to Paris.
 */
export function frenchDateFormat(options: Intl.DateTimeFormatOptions): { format(date: Date): string } {
  const format = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', ...options });
  return {
    format: (date) =>
      format
        .formatToParts(date)
        .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
        .join(''),
  };
}

/**
 * The French long date of docs/ARCHITECTURE.md (`22 novembre 2026`, `1er décembre 2026`),
 * in Paris time whatever the zone of the server or the browser.
 */
export const frenchDate = frenchDateFormat({ dateStyle: 'long' });

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

/** `2026-11-23`, the day in Paris. */
export function parisDay(date: Date): string {
  return parisDateTime(date).slice(0, 10);
}

/**
 * The instant Paris's day `day` (a UTC-midnight date, as an option read as
 * `YYYY-MM-DD`) begins: `--since 2026-11-20` means from midnight in Paris.
 */
export function parisMidnight(day: Date): Date {
  const guess = day.getTime();
  // How far Paris's clock is ahead of UTC at the instant t.
  const offsetAt = (t: number) =>
    Date.parse(`${parisDateTime(new Date(t), 'second').replace(' ', 'T')}Z`) - Math.floor(t / 1000) * 1000;
  // Twice: the offset at the guess may differ from the one at the answer across a change of time.
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first));
}
