import { parisDateTime } from '../../../shared/dates';
import { toCsv } from './tabular';

/**
 * The confirmed addresses for an outside mailing tool, or a French Excel:
 * CSV in UTF-8 with a byte order mark (without it Excel reads accents as
 * Windows-1252), `;` between fields (the list separator of French Windows),
 * a header row, every field quoted; or JSON.
 */
export interface ExportedSubscriber {
  email: string;
  confirmedAt: Date;
}

export function subscribersCsv(rows: ExportedSubscriber[]): string {
  return toCsv(
    ['adresse e-mail', 'confirmée le (heure de Paris)'],
    rows.map((row) => [row.email, parisDateTime(row.confirmedAt, 'second')]),
  );
}

export function subscribersJson(rows: ExportedSubscriber[]): string {
  return `${JSON.stringify(
    rows.map((row) => ({ email: row.email, confirmed_at: row.confirmedAt.toISOString() })),
    null,
    2,
  )}\n`;
}
