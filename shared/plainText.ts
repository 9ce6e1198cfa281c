/**
 * What is kept of the text a visitor types, before it is checked and stored
 * (docs/decisions/047-visitor-text-shown-as-typed.md). One rule for the forms, in the browser
 * and on the server, and for the API: the schemas of shared/ apply it to every text field.
 *
 * - One-line text (a name, a practice, a city, a phone, the API's same fields, a campaign's
 *   name): every line break and tab, with the spaces around it, is one space, so that
 *   nobody writes a second row (« E-mail : … ») into the team's notification or chat summary.
 * - Multi-line text (a message): line breaks stay, each written as a line feed; a tab is a space.
 * - Both: every other control (C0, DEL, C1) and every format character (bidi embeddings,
 *   overrides, isolates and marks, zero-width spaces, word joiner, byte-order mark, soft
 *   hyphen, tags) is removed: they show nothing and only serve to mislead a reader. The one
 *   exception is a zero-width joiner or non-joiner between two letters, digits, marks or
 *   emoji, where it shapes a word (Persian, Indic scripts) or an emoji (👩🏽‍⚕️).
 */

/** Line breaks as Unicode names them (UAX #14: LF, VT, FF, CR, NEL, LS, PS). */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
/** A run of line breaks and tabs, with the spaces on either side of it. */
const FOLD = /[^\S\n\v\f\r\u0085\u2028\u2029]*(?:[\t\n\v\f\r\u0085\u2028\u2029][^\S\n\v\f\r\u0085\u2028\u2029]*)+/g;
/** Controls and format characters, the joiners among them judged by their neighbours. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
const JOINERS = new Set(['\u200C', '\u200D']);
/** What a joiner may stand between: the parts of a word or of an emoji. */
const JOINABLE = /[\p{L}\p{M}\p{N}\p{Extended_Pictographic}\p{Emoji_Modifier}]/u;

function withoutInvisible(text: string): string {
  return text.replace(INVISIBLE, (character, offset: number) => {
    // The line feeds multi-line text keeps (one-line text has none left by then).
    if (character === '\n') return character;
    if (!JOINERS.has(character)) return '';
    const before = String.fromCodePoint(text.codePointAt(offset - 1) ?? 0);
    // The code point before may be the second half of a surrogate pair (an emoji).
    const previous = offset >= 2 && /[\uDC00-\uDFFF]/.test(text[offset - 1]!) ? text.slice(offset - 2, offset) : before;
    const next = String.fromCodePoint(text.codePointAt(offset + 1) ?? 0);
    return JOINABLE.test(previous) && JOINABLE.test(next) ? character : '';
  });
}

/** A name, a practice, a city, a phone…: one line, nothing invisible, trimmed. */
export function oneLineText(text: string): string {
  return withoutInvisible(text.replace(FOLD, ' ')).trim();
}

/** A message: its lines, each break a line feed, tabs as spaces, nothing invisible, trimmed. */
export function multiLineText(text: string): string {
  return withoutInvisible(text.replace(LINE_BREAK, '\n').replace(/\t/g, ' ')).trim();
}
