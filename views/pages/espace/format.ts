import { frenchDateFormat } from '../../../shared/dates';
import type { LeadKind } from './model';

/** How the team names a lead's kind, in the lists and on its page. */
export const KIND_WORD: Record<LeadKind, string> = { quote: 'devis', contact: 'message', callback: 'rappel' };

const moment = frenchDateFormat({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** « lun. 30 nov., 10 h 15 », « mar. 1er déc., 9 h 00 », Paris time: short enough for a line on a phone. */
export function shortMoment(date: Date): string {
  return moment.format(date).replace(/(\d{1,2}):(\d{2})$/, '$1 h $2');
}

/** « 35 min », « 2 h », « 2 h 30 »: a duration in working time, as the lists say how late a reply is. */
export function lateness(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h${rest ? ` ${String(rest).padStart(2, '0')}` : ''}`;
}

/** The promise against the clock: late (in red), or by when. */
export function dueLabel(dueAt: Date, lateMs: number): { late: boolean; text: string } {
  return lateMs > 0
    ? { late: true, text: `en retard de ${lateness(lateMs)}` }
    : { late: false, text: `réponse avant ${shortMoment(dueAt)}` };
}

/**
 * A phone the visitor typed, as a `tel:` address (its digits and a leading +) and as text
 * on one line: a number split over two lines is misread, and html-validate's
 * tel-non-breaking asks the same of the public pages.
 */
export function phoneLink(phone: string): { href: string; text: string } {
  return { href: `tel:${phone.replace(/[^\d+]/g, '')}`, text: phone.trim().replace(/\s+/g, '\u00a0') };
}
