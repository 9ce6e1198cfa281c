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

/** One missing thing as the owner's preview names it, and the command that sets it, if one does. */
function whatIsMissing(key: string): { name: string; command?: string } {
  const fact = ownerFacts.find((one) => one.key === key);
  if (fact) return { name: `le fait “${fact.label}”`, command: `npm run settings:facts -- ${key}=…` };
  if (key === 'horaires') return { name: 'les horaires d’ouverture', command: 'npm run settings:contact' };
  return { name: `le texte à compléter “${key}” (dans content/pages/)` };
}

/**
 * Why the public site leaves something out, for the owner's preview: « Masqué aux
 * visiteurs : il manque le fait “…” — npm run settings:facts -- key=… ».
 */
export function hiddenBecause(missing: readonly string[]): { text: string; html: string } {
  const what = missing.map(whatIsMissing);
  const names = what.map((one) => one.name);
  const said = names.length > 1 ? `${names.slice(0, -1).join(', ')} et ${names.at(-1)}` : (names[0] ?? '');
  const facts = what.filter((one) => one.command?.startsWith('npm run settings:facts'));
  const commands = [
    ...(facts.length
      ? [`npm run settings:facts -- ${facts.map((one) => one.command!.split(' -- ')[1]).join(' ')}`]
      : []),
    ...new Set(what.filter((one) => one.command && !facts.includes(one)).map((one) => one.command!)),
  ];
  const lead = `Masqué aux visiteurs\u00a0: il manque ${said}`;
  return {
    text: commands.length ? `${lead} — ${commands.join(' ; ')}` : lead,
    html:
      escapeHtml(lead) +
      commands.map((command, i) => `${i ? ' ;' : ' —'} <code>${escapeHtml(command)}</code>`).join(''),
  };
}

/** The blocks (paragraph, list item, row, heading) of some HTML the public site leaves out, each with what it lacks. */
export function hiddenBlocks(html: string, facts: ContentFacts): { block: string; missing: string[] }[] {
  return [...html.matchAll(BLOCK)]
    .map((match) => ({ block: match[0], missing: missingIn(match[0], facts) }))
    .filter((hidden) => hidden.missing.length);
}

/** A block the public site leaves out, kept for the preview with the reason first (in its first cell for a row). */
function markedBlock(block: string, tag: string, facts: ContentFacts): string {
  const missing = missingIn(block, facts);
  if (!missing.length) return block;
  const note = `<span class="masked-note">${hiddenBecause(missing).html}</span> `;
  const opening = tag === 'tr' ? /^<tr\b[^>]*>[\s\S]*?<t[dh]\b[^>]*>/ : /^<[^>]*>/;
  return block.replace(opening, (start) => `${start.replace(`<${tag}`, `<${tag} data-masked=""`)}${note}`);
}

/**
 * Content with its facts in place. For visitors, a block (paragraph, list item) that
 * needs a missing fact or still holds a placeholder is left out; in the owner's preview
 * it stays, said « Masqué aux visiteurs » with what it lacks, the missing fact marked
 * « à compléter » (`'tokens'`: the marks only, for a block whose whole question is said hidden).
 */
export function withFacts(html: string, facts: ContentFacts, preview: boolean | 'tokens' = false): string {
  if (preview === 'tokens') return fill(html, facts, mark);
  if (preview)
    return fill(
      html.replace(BLOCK, (block, tag: string) => markedBlock(block, tag, facts)),
      facts,
      mark,
    );
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
