import { isHoliday, parisInstant, parisParts } from '../../shared/callback';

/**
 * Working time, as the promise of a reply « sous 24 h ouvrées » counts it
 * (docs/decisions/040-lead-status-and-due-leads.md): Monday to Friday, 8:30 to
 * 18:30 Paris time, French public holidays excluded. The opening hours and the
 * holidays are those of the callback requests (shared/callback.ts).
 */

const HOUR = 3_600_000;

/**
 * The promise, « sous 24 h ouvrées »: 24 hours of working days, so a reply by the same
 * time on the next working day (docs/decisions/041-the-promise-is-one-working-day.md).
 * Counted in the office's hours, that is one working day: 10 hours. Received on Friday at
 * 17:00, a lead is due on Monday at 17:00; received on Friday evening, on Monday at 18:30.
 */
export const PROMISE_HOURS = 10;

/** The windows already computed, by day: Paris's offset is costly to read, and every lead shares the days. */
const windows = new Map<number, [Date, Date] | null>();

/** The working window of a Paris calendar day (month 0-based), or none on a weekend or a holiday. */
export function workingWindow(year: number, month: number, day: number): [Date, Date] | undefined {
  const key = Date.UTC(year, month, day);
  let window = windows.get(key);
  if (window === undefined) {
    const date = new Date(key);
    const weekday = date.getUTCDay();
    const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
    window =
      weekday < 1 || weekday > 5 || isHoliday(y, m, d)
        ? null
        : [parisInstant(y, m, d, 8, 30), parisInstant(y, m, d, 18, 30)];
    windows.set(key, window);
  }
  return window ?? undefined;
}

/** The working windows from the Paris day of `from` on, one per day (undefined on days off). */
function* windowsFrom(from: Date): Generator<[Date, Date] | undefined> {
  const { year, month, day } = parisParts(from);
  for (let offset = 0; ; offset++) yield workingWindow(year, month, day + offset);
}

/** Whether `instant` is a working day's working time. */
export function isWorkingTime(instant: Date): boolean {
  const { year, month, day } = parisParts(instant);
  const window = workingWindow(year, month, day);
  return Boolean(window && instant >= window[0] && instant < window[1]);
}

/** Whether the Paris day of `instant` is a working day (neither a weekend nor a holiday). */
export function isWorkingDay(instant: Date): boolean {
  const { year, month, day } = parisParts(instant);
  return workingWindow(year, month, day) !== undefined;
}

/** The working milliseconds between two instants (0 if `to` is not after `from`). */
export function workingMsBetween(from: Date, to: Date): number {
  if (to <= from) return 0;
  const { year, month, day } = parisParts(from);
  let total = 0;
  // Paris's midnight is at most two hours before UTC's: a day that starts after `to` ends the count.
  for (let offset = 0; Date.UTC(year, month, day + offset) - 2 * HOUR < to.getTime(); offset++) {
    const window = workingWindow(year, month, day + offset);
    if (!window) continue;
    const start = Math.max(window[0].getTime(), from.getTime());
    const end = Math.min(window[1].getTime(), to.getTime());
    if (end > start) total += end - start;
  }
  return total;
}

/** The instant `hours` working hours after `from`: when a lead received at `from` is due. */
export function addWorkingHours(from: Date, hours: number): Date {
  let remaining = hours * HOUR;
  for (const window of windowsFrom(from)) {
    if (!window) continue;
    const start = Math.max(window[0].getTime(), from.getTime());
    const available = window[1].getTime() - start;
    if (available <= 0) continue;
    if (available >= remaining) return new Date(start + remaining);
    remaining -= available;
  }
  throw new Error('unreachable');
}

/** « 31 h 20 » : a duration in working hours and minutes, as the owner reads it. */
export function workingDuration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}
