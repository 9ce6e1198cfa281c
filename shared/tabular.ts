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

/**
 * What a terminal would act upon rather than show: C0 controls but the tab and the line
 * feed (a CR only where it ends a line, before its LF: CSV's rows), DEL, C1 controls
 * (U+009B is CSI in one byte), format characters but the zero-width joiners (bidi
 * embeddings, overrides, isolates and marks reorder what is read; the others hide), and
 * the Unicode line and paragraph separators.
 */
const RUN_BY_A_TERMINAL =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]|\r(?!\n)|(?![\u200C\u200D])\p{Cf}/gu;

/**
 * Text for the owner's terminal: each such character written as its code point
 * (`<U+202E>`), in its place, so that nothing a visitor typed moves the cursor, clears the
 * screen, changes colours, makes a link or reorders a line, and the owner sees that
 * something was hidden there. Every line an admin command prints goes through it
 * (scripts/admin/lib/command.ts), and every cell of textTable; it changes nothing twice.
 */
export function forTerminal(text: string): string {
  return text.replace(
    RUN_BY_A_TERMINAL,
    (character) => `<U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`,
  );
}

/** Columns aligned with spaces, a rule under the header; cells are one line each, escaped for the terminal first so that they keep their width. */
export function textTable(
  header: readonly string[],
  rawRows: readonly (readonly string[])[],
  { alignRight = [] as number[] } = {},
): string {
  const rows = rawRows.map((row) => row.map(forTerminal));
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
