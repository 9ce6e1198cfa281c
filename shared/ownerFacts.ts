import { escapeHtml } from './escape';
import { paths } from './paths';

/**
 * What only the owner can say about the service (docs/decisions/060): where patients'
 * data is hosted, under which safeguard the secretaries reach it from Marrakech, the
 * notice period, the agenda tools… Set with `npm run settings:facts -- key=value …`,
 * stored in the settings table (key `facts`), exported by the backup with it. The site
 * shows a fact where it is set and says less where it is not: never a guess, never
 * « à compléter » to a visitor. Keys are what the command takes and what the pages of
 * content/pages/ write between double braces (`{{notice-period}}`).
 */
export const ownerFacts = [
  { key: 'host', label: 'Hébergeur des données de santé (son nom)', example: 'Nom de l’hébergeur' },
  {
    key: 'host-certificate',
    label: 'Son certificat HDS et le périmètre certifié',
    example: 'certificat HDS n° …, activités 1 à 6',
  },
  { key: 'host-region', label: 'Où sont ses centres de données', example: 'France (Île-de-France)' },
  {
    key: 'access-safeguard',
    label: 'La garantie qui encadre l’accès depuis Marrakech (RGPD, article 46)',
    example: 'les clauses contractuelles types de la Commission européenne (décision 2021/914)',
  },
  {
    key: 'staff-commitments',
    label: 'Les engagements de confidentialité des secrétaires',
    example: 'un engagement de confidentialité signé à l’embauche, …',
  },
  { key: 'retention', label: 'Combien de temps les données des patients sont conservées', example: '…' },
  { key: 'incident', label: 'Ce qui se passe en cas d’incident (qui est prévenu, dans quel délai)', example: '…' },
  { key: 'ai', label: 'Ce que Secretalia fait (ou ne fait pas) avec l’intelligence artificielle', example: '…' },
  { key: 'notice-period', label: 'Le préavis de résiliation et comment nous prévenir', example: 'un mois, par e-mail' },
  { key: 'start-delay', label: 'Le délai habituel de démarrage', example: 'deux semaines' },
  {
    key: 'diary-tools',
    label: 'Les logiciels d’agenda et de cabinet dans lesquels les secrétaires travaillent déjà',
    example: 'Logiciel A, Logiciel B',
  },
] as const satisfies readonly { key: string; label: string; example: string }[];

export type OwnerFactKey = (typeof ownerFacts)[number]['key'];
/** The facts set so far; a missing key is a fact the site does not state. */
export type OwnerFacts = Partial<Record<OwnerFactKey, string>>;

export const ownerFactKeys: readonly string[] = ownerFacts.map((fact) => fact.key);

export function isOwnerFactKey(key: string): key is OwnerFactKey {
  return ownerFactKeys.includes(key);
}

/**
 * What a content file may name between double braces: the owner's facts, and the opening
 * hours as the contact settings write them (`{{horaires}}`), so that they are written one
 * way everywhere.
 */
export type ContentFacts = OwnerFacts & { horaires?: string };
const valueOf = (facts: ContentFacts, key: string): string | undefined =>
  isOwnerFactKey(key) || key === 'horaires' ? facts[key as keyof ContentFacts] : undefined;

/** The page that says where patients' data goes; every HDS, hosting or GDPR claim links to it. */
export const dataPageHref = paths.yourData;

/**
 * The site's one HDS claim, as HTML: « chez <host>, hébergeur certifié HDS » when the host
 * is named, « chez un hébergeur certifié HDS » until then (preflight blocks launch then),
 * a link to /vos-donnees either way. `{{hebergeur-hds}}` in a content file is this.
 */
export function hdsClaimHtml(facts: OwnerFacts): string {
  const who = facts.host ? `${escapeHtml(facts.host)}, hébergeur certifié HDS` : 'un hébergeur certifié HDS';
  return `chez <a href="${dataPageHref}">${who}</a>`;
}

/**
 * The token of the HDS claim in content files, and every other `{{key}}`. `{{key?}}` is a
 * fact the answer can do without: only its paragraph goes when it is missing, not the
 * whole question.
 */
export const HDS_CLAIM_TOKEN = 'hebergeur-hds';
const TOKEN = /\{\{\s*([a-z-]+)(\?)?\s*\}\}/g;
/** `[[à compléter : …]]`, and any other bracketed placeholder (`[[…]]`), as the page's HTML carries it. */
const PLACEHOLDER = /\[\[\s*(?:à compléter\s*:\s*)?([^\]<>]+?)\s*\]\]/gi;

/**
 * The facts a piece of content asks for that are not set, and its placeholders; with
 * `required`, only those it cannot do without (not `{{key?}}`).
 */
export function missingIn(html: string, facts: ContentFacts, { required = false } = {}): string[] {
  const missing = [...html.matchAll(TOKEN)]
    .filter((match) => !(required && match[2]))
    .map((match) => match[1]!)
    .filter((key) => key !== HDS_CLAIM_TOKEN && !valueOf(facts, key));
  return [...new Set([...missing, ...[...html.matchAll(PLACEHOLDER)].map((match) => match[1]!)])];
}

/** Each token replaced by its fact (escaped), each missing one by `missing(key)`. */
function fill(html: string, facts: ContentFacts, missing: (what: string) => string): string {
  return html
    .replace(TOKEN, (_, key: string) =>
      key === HDS_CLAIM_TOKEN
        ? hdsClaimHtml(facts)
        : isOwnerFactKey(key) && facts[key]
          ? escapeHtml(facts[key])
          : missing(key),
    )
    .replace(PLACEHOLDER, (_, what: string) => missing(what));
}

const mark = (what: string) => `<span class="to-complete">à compléter\u00a0: ${what}</span>`;

/** A block of a page: a paragraph, a list item, a table row, a heading. */
const BLOCK = /<(p|li|tr|h[2-6])\b[^>]*>[\s\S]*?<\/\1>/g;

/**
 * Content with its facts in place. For visitors, a block (paragraph, list item) that
 * needs a missing fact or still holds a placeholder is left out; in the owner's preview
 * it stays, the missing fact marked « à compléter ».
 */
export function withFacts(html: string, facts: ContentFacts, preview = false): string {
  if (preview) return fill(html, facts, mark);
  const kept = html.replace(BLOCK, (block) => (missingIn(block, facts).length ? '' : block));
  // A token outside any block (rare: a bare line of HTML) is dropped with its fact.
  return fill(kept, facts, () => '');
}

/** A plain text (a lead, a description): a fact in place, a missing one said in words for the preview only. */
export function textWithFacts(text: string, facts: ContentFacts, preview = false): string {
  return text
    .replace(TOKEN, (_, key: string) =>
      key === HDS_CLAIM_TOKEN
        ? facts.host
          ? `chez ${facts.host}, hébergeur certifié HDS`
          : 'chez un hébergeur certifié HDS'
        : valueOf(facts, key)
          ? valueOf(facts, key)!
          : preview
            ? `à compléter : ${key}`
            : '',
    )
    .replace(PLACEHOLDER, (_, what: string) => (preview ? `à compléter : ${what}` : ''));
}
