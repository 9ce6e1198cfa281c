/**
 * Tables for the owner: aligned for the terminal (the admin commands), or as CSV for a
 * spreadsheet (the commands' exports and the espace's downloads alike).
 */

export type Cell = string | number | boolean | null | undefined;

/** Formula characters: a cell starting with one would be run by the spreadsheet (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: Cell): string {
  let text = value === null || value === undefined ? '' : String(value);
  // Line breaks are kept inside the quotes, as LF: both spreadsheets show them as such.
  text = text.replace(/\r\n?/g, '\n');
  // A visitor's text must never run in the owner's spreadsheet: an apostrophe makes it text.
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * CSV that Excel set to French and LibreOffice open as intended, by a double
 * click: UTF-8 with a byte-order mark (else Excel reads it as Windows-1252), `;`
 * between fields (French Excel's list separator, the comma being the decimal
 * one), one header row, every field quoted, rows ended by CRLF (RFC 4180).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const line = (cells: readonly Cell[]) => cells.map(csvCell).join(';');
  return `\uFEFF${[header, ...rows].map(line).join('\r\n')}\r\n`;
}

/** Columns aligned with spaces, a rule under the header; cells are one line each. */
export function textTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  { alignRight = [] as number[] } = {},
): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (alignRight.includes(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Shortens a text to one line of at most `width` characters. */
export function clip(text: string, width: number): string {
  const flat = text.replace(/\s*\r?\n\s*/g, ' ⏎ ').trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}
