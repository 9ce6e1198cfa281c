import { frenchDateFormat } from './dates';
import { z } from './zod';
import type { FieldReader } from './forms';
import { optionalNameField, phoneField, phoneMessages, TOO_LONG } from './fieldChecks';

export { isFrenchOrBelgianPhone } from './fieldChecks';

/**
 * The callback request (« Être rappelé »): a phone number and a moment among
 * the team's opening hours, Monday to Friday, 8:30 to 18:30, Paris time
 * (docs/decisions/033-callback-requests.md). Shared by the form, its island and
 * the server, which resolves the moment when the request arrives.
 */

export const TIME_ZONE = 'Europe/Paris';

/** The days one may choose, as the form offers them (1 = Monday). */
export const callbackDays = [
  { value: '1', label: 'Lundi' },
  { value: '2', label: 'Mardi' },
  { value: '3', label: 'Mercredi' },
  { value: '4', label: 'Jeudi' },
  { value: '5', label: 'Vendredi' },
] as const;

/** Every half hour from 8:30; the last one at 18:00, so that the call ends before the team does at 18:30. */
export const callbackTimes: readonly string[] = Array.from({ length: 20 }, (_, i) => {
  const minutes = 8 * 60 + 30 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** Time to see the request before the call: a moment sooner than this is taken the next week. */
export const NOTICE_MINUTES = 30;

/** How far ahead a moment may be: the API may not book a call for next year. */
export const HORIZON_DAYS = 21;

export const callbackMessages = {
  /** The phone's messages are every form's (shared/fieldChecks.ts). */
  phoneRequired: phoneMessages.required,
  phoneInvalid: phoneMessages.invalid,
  day: 'Choisissez un jour, du lundi au vendredi',
  time: 'Choisissez une heure entre 8 h 30 et 18 h',
  moment: 'Choisissez un moment à venir, du lundi au vendredi entre 8 h 30 et 18 h (heure de Paris), hors jours fériés',
  consent: 'Vous devez accepter que votre numéro soit utilisé pour vous rappeler',
  tooLong: TOO_LONG,
} as const;

/** The same phone check as the quote and contact forms'. */
const telephone = phoneField();

/** The same bound on a name as every form's; here one may leave it out. */
const nameField = optionalNameField();

/** The form (its field names): the day of the week and the time, resolved to the next such moment. */
export const callbackFormSchema = z.object({
  telephone,
  jour: z.enum(['1', '2', '3', '4', '5'], { error: callbackMessages.day }),
  heure: z.string().refine((time) => callbackTimes.includes(time), callbackMessages.time),
  nom: nameField,
  acceptPolicy: z.literal(true, { error: callbackMessages.consent }),
});
export type CallbackForm = z.infer<typeof callbackFormSchema>;

/** The callback form's fields, as its schema takes them (the island and the server alike). */
export function callbackFormInput(read: FieldReader) {
  return {
    telephone: read('telephone'),
    jour: read('jour'),
    heure: read('heure'),
    nom: read('nom'),
    acceptPolicy: read('acceptPolicy') === 'on',
  };
}

/** The API (its names): the moment itself, ISO 8601, which must be one of the opening hours to come. */
export const callbackApiSchema = z.object({
  phone: telephone,
  moment: z.iso.datetime({ offset: true, error: callbackMessages.moment }),
  name: nameField,
  consent: z.literal(true, { error: callbackMessages.consent }),
});

/** The minutes Paris is ahead of UTC at `instant`. */
function parisOffsetMinutes(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant of a Paris wall-clock time (a calendar day given in UTC fields). */
export function parisInstant(year: number, month: number, day: number, hours: number, minutes: number): Date {
  const wall = Date.UTC(year, month, day, hours, minutes);
  let instant = new Date(wall - parisOffsetMinutes(new Date(wall)) * 60_000);
  // Once more: the offset at the instant itself, should a change of hour fall in between.
  instant = new Date(wall - parisOffsetMinutes(instant) * 60_000);
  return instant;
}

/** A Paris calendar day and time of an instant. */
export function parisParts(instant: Date) {
  const local = new Date(instant.getTime() + parisOffsetMinutes(instant) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
    seconds: local.getUTCSeconds() + local.getUTCMilliseconds(),
  };
}

/** Easter Sunday (Gregorian, the anonymous algorithm), as [month (0-based), day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month - 1, day];
}

/**
 * France's public holidays of a year, as 'MM-DD' (month 1-based): the eight
 * fixed ones and the three Easter gives (its Monday, Ascension, Whit Monday).
 * The team does not answer on any of them.
 */
export function frenchPublicHolidays(year: number): Set<string> {
  const [month, day] = easterSunday(year);
  const easter = Date.UTC(year, month, day);
  const fromEaster = (days: number) => {
    const date = new Date(easter + days * 86_400_000);
    return `${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
  };
  return new Set([
    '01-01',
    fromEaster(1),
    '05-01',
    '05-08',
    fromEaster(39),
    fromEaster(50),
    '07-14',
    '08-15',
    '11-01',
    '11-11',
    '12-25',
  ]);
}

/** Whether that day (month 0-based) is a French public holiday. */
export const isHoliday = (year: number, month: number, day: number) =>
  frenchPublicHolidays(year).has(`${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`);

/** Whether someone answers at `moment`: a weekday that is no holiday, a half hour of the opening hours. */
export function isOpenMoment(moment: Date): boolean {
  const { year, month, day, weekday, minutes, seconds } = parisParts(moment);
  if (weekday < 1 || weekday > 5 || isHoliday(year, month, day) || seconds !== 0) return false;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return callbackTimes.includes(time);
}

/** A moment one may ask for now: open, far enough ahead to be seen, not beyond the horizon. */
export function isBookableMoment(moment: Date, now: Date): boolean {
  const ahead = moment.getTime() - now.getTime();
  return isOpenMoment(moment) && ahead >= NOTICE_MINUTES * 60_000 && ahead <= HORIZON_DAYS * 86_400_000;
}

/**
 * The next moment on that day of the week (1 = Monday) at that time, Paris
 * time, that is bookable from `now`: a holiday, or a moment too close, moves
 * it to the same day of the next week.
 */
export function nextCallbackMoment(weekday: number, time: string, now: Date): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const today = parisParts(now);
  for (let offset = 0; offset <= HORIZON_DAYS; offset++) {
    const date = new Date(Date.UTC(today.year, today.month, today.day + offset));
    if (date.getUTCDay() !== weekday) continue;
    const moment = parisInstant(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hours, minutes);
    if (isBookableMoment(moment, now)) return moment;
  }
  throw new Error(`no bookable moment on day ${weekday} at ${time}`);
}

const callbackDay = frenchDateFormat({ timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' });

/** « mardi 1er décembre à 10 h 30 », Paris time: how the confirmation and the mail name the moment. */
export function callbackMomentLabel(moment: Date): string {
  const day = callbackDay.format(moment);
  const { minutes } = parisParts(moment);
  return `${day} à ${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}
