import { parseOneAddress } from 'email-addresses';

/**
 * An e-mail address as the site takes it from anyone (a form, the API, a command): one
 * mailbox, written `local@domain` and nothing else. It is read by an RFC 5322 parser
 * (`email-addresses`, RFC 6532 for addresses in other scripts), not matched by a pattern,
 * because what a mail library makes of a string is what its grammar says: `a<victim@…>`,
 * `x@y.fr, victim@…` or `group: victim@…;` would each reach someone the visitor never
 * typed as the address. Refused, as the spec's message under the field: a display name,
 * a list (`,` or `;`), a group, a comment, a quoted local part, a domain literal, a
 * trailing dot, a domain without a dot, and invisible characters.
 *
 * The address kept is its normalised form, the one key of a person's address everywhere
 * (the newsletter's one confirmation an hour, the privacy commands), so that every way of
 * writing it is the same address (docs/decisions/048-one-address-one-spelling.md):
 * - surrounding whitespace dropped, the whole in Unicode NFC;
 * - the domain in ASCII as IDNA writes it (UTS #46: lower case, `café.fr` →
 *   `xn--caf-dma.fr`, full-width letters and dots folded), what DNS and mail servers see;
 * - the local part in lower case: RFC 5321 lets a server tell `Anne` from `anne`, none
 *   the site writes to does, and a visitor types both on two days.
 */
export interface Address {
  /** The normalised address. */
  address: string;
  local: string;
  /** The domain in ASCII (IDNA). */
  domain: string;
}

/** What a domain may be written with before IDNA: letters, marks and digits of any script, hyphens and dots (IDNA's four full stops). */
const DOMAIN_CHARACTERS = /^[\p{L}\p{M}\p{N}\-.\u3002\uFF0E\uFF61]+$/u;
/** A DNS label in ASCII (RFC 1123): what IDNA must give for each. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** Controls, format characters (bidi overrides, zero-width joiners), unassigned and private code points. */
const INVISIBLE = /\p{C}/u;

/**
 * The domain in ASCII, by the WHATWG URL host parser: UTS #46 processing, the same in
 * browsers and in Node (`url.domainToASCII` is that parser). Its input holds nothing but
 * DOMAIN_CHARACTERS, so the parser reads it as a host and nothing else.
 */
function asciiDomain(domain: string): string | undefined {
  if (!DOMAIN_CHARACTERS.test(domain)) return undefined;
  let host: string;
  try {
    host = new URL(`http://${domain}/`).hostname;
  } catch {
    return undefined;
  }
  const labels = host.split('.');
  // An address on a name: a last label of digits is an IPv4 address the parser wrote.
  if (host.length > 253 || labels.length < 2 || /^\d+$/.test(labels.at(-1)!)) return undefined;
  return labels.every((label) => LABEL.test(label)) ? host : undefined;
}

/** The one address written in `text`, normalised; undefined when it is not exactly one address. */
export function parseAddress(text: string): Address | undefined {
  const input = text.trim().normalize('NFC');
  if (!input || INVISIBLE.test(input)) return undefined;
  const parsed = parseOneAddress({
    input,
    startAt: 'mailbox',
    strict: true,
    rfc6532: true,
    rejectTLD: true,
    atInDisplayName: false,
    commaInDisplayName: false,
  });
  // A name, a comment, folding or quotes make `address` differ from what was typed.
  if (!parsed || parsed.type !== 'mailbox' || parsed.name !== null || parsed.address !== input) return undefined;
  if (parsed.local.includes('"') || parsed.parts.comments.length) return undefined;
  const domain = asciiDomain(parsed.domain);
  if (!domain) return undefined;
  const local = parsed.local.toLowerCase().normalize('NFC');
  return { address: `${local}@${domain}`, local, domain };
}

/**
 * The ways a stored row may hold the address typed (by the owner, in a command): normalised,
 * as rows are written since decision 048, and lower-cased, as older rows hold it.
 */
export function storedSpellings(typed: string): string[] {
  const plain = typed.trim().toLowerCase();
  return [...new Set([parseAddress(typed)?.address ?? plain, plain, plain.normalize('NFC')])];
}
