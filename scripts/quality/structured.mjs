// Structured data against the rules Google Search Central documents for each type the
// site uses (Article, Breadcrumb, Organization, Local business, Profile page, Site
// names), written out below: a required property missing is an error, and so is a
// recommended one that applies to this site. The ones that apply only once the owner
// has given the fact (a VAT number, social profiles) are listed, never failed.
// Also: every node parses, names schema.org, and its addresses are absolute; every
// type and property, nested ones too, is one schema.org defines for that type
// (scripts/quality/vocabulary.mjs); the company of the editorial team's profile is
// described as fully as on the home page.
import { unknownTerms } from './vocabulary.mjs';

const ARTICLE = {
  required: [],
  recommended: [
    'headline',
    'image',
    'datePublished',
    'dateModified',
    'author',
    'author.name',
    'author.url',
    'publisher.name',
    'publisher.logo',
  ],
  // The cover in the three shapes Google asks for (16:9, 4:3, 1:1).
  check: (node) =>
    Array.isArray(node.image) && node.image.length >= 3
      ? []
      : ['image: fewer than 3 images (16:9, 4:3 and 1:1 expected)'],
};
const ORGANIZATION = {
  required: [],
  recommended: [
    'name',
    'url',
    'logo',
    'description',
    'email',
    'telephone',
    'address',
    'contactPoint',
    'contactPoint.contactType',
    'contactPoint.telephone',
  ],
  whenGiven: ['legalName', 'vatID', 'sameAs'],
};
const LOCAL_BUSINESS = {
  required: [
    'name',
    'address',
    'address.streetAddress',
    'address.addressLocality',
    'address.postalCode',
    'address.addressCountry',
  ],
  recommended: [...ORGANIZATION.recommended, 'image', 'openingHoursSpecification'],
  // Prices are quoted per practice; the centre's coordinates are not a setting yet.
  whenGiven: [...ORGANIZATION.whenGiven, 'priceRange', 'geo'],
};
const RULES = {
  Article: ARTICLE,
  BlogPosting: ARTICLE,
  BreadcrumbList: {
    required: ['itemListElement'],
    recommended: [],
    check: (node) => {
      const items = node.itemListElement ?? [];
      const problems = items.length < 2 ? ['itemListElement: fewer than 2 items'] : [];
      items.forEach((item, index) => {
        for (const key of ['position', 'name'])
          if (item[key] === undefined) problems.push(`itemListElement[${index}].${key} missing`);
        // The last item may omit `item` (the page itself); ours never does.
        if (index < items.length - 1 && !item.item) problems.push(`itemListElement[${index}].item missing`);
        if (item.position !== index + 1) problems.push(`itemListElement[${index}].position is ${item.position}`);
      });
      return problems;
    },
  },
  Organization: ORGANIZATION,
  ProfessionalService: LOCAL_BUSINESS,
  LocalBusiness: LOCAL_BUSINESS,
  WebSite: { required: ['name', 'url'], recommended: [] },
  ProfilePage: {
    required: ['mainEntity', 'mainEntity.name'],
    recommended: [
      'url',
      'dateModified',
      'mainEntity.url',
      'mainEntity.description',
      // The company the profile belongs to, described as an organisation in full: a search
      // engine may read the company from the author's page alone.
      ...ORGANIZATION.recommended.map((key) => `mainEntity.parentOrganization.${key}`),
    ],
  },
  // Not a rich result of its own (the questions page: Google shows FAQ results only for
  // government and health sites, docs/decisions/037): schema.org's properties that say what
  // the page is, who publishes it and when it last changed.
  WebPage: { required: ['name', 'url'], recommended: ['description', 'inLanguage', 'dateModified', 'publisher.name'] },
  // Not a rich result of its own: schema.org's properties that make it useful.
  Service: { required: [], recommended: ['name', 'provider', 'areaServed', 'serviceType'] },
};

const valueAt = (node, dotted) =>
  dotted.split('.').reduce((value, key) => (Array.isArray(value) ? value[0] : value)?.[key], node);
const present = (value) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

function urlsIn(value, path, problems) {
  if (typeof value === 'string') {
    if (/^(url|item|@id|logo|image|sameAs)/.test(path.split('.').at(-1) ?? '') && value.startsWith('/'))
      problems.push(`${path}: relative address ${value}`);
    return;
  }
  if (Array.isArray(value)) value.forEach((v, i) => urlsIn(v, `${path}[${i}]`, problems));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) urlsIn(v, path ? `${path}.${k}` : k, problems);
}

/** schema.org's DayOfWeek values are its own URLs (https://schema.org/Monday), not words. */
function daysIn(value, path, problems) {
  if (Array.isArray(value)) return value.forEach((v, i) => daysIn(v, `${path}[${i}]`, problems));
  if (!value || typeof value !== 'object') return;
  for (const [key, v] of Object.entries(value)) {
    if (key === 'dayOfWeek')
      for (const day of [v].flat())
        if (!/^https:\/\/schema\.org\/(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/.test(day))
          problems.push(`${path}${key}: "${day}" is not a schema.org DayOfWeek URL`);
    daysIn(v, `${path}${key}.`, problems);
  }
}

/** A nested organisation (an author's parent, a publisher) says what it is. */
function typesIn(value, path, problems) {
  if (Array.isArray(value)) return value.forEach((v, i) => typesIn(v, `${path}[${i}]`, problems));
  if (!value || typeof value !== 'object') return;
  for (const [key, v] of Object.entries(value)) {
    if (
      /^(parentOrganization|publisher|author|provider)$/.test(key) &&
      v &&
      typeof v === 'object' &&
      !Array.isArray(v) &&
      !v['@type']
    )
      problems.push(`${path}${key}: no @type`);
    typesIn(v, `${path}${key}.`, problems);
  }
}

export function checkNode(node) {
  const problems = [];
  const notes = [];
  if (node['@context'] !== 'https://schema.org') problems.push(`@context is ${JSON.stringify(node['@context'])}`);
  const type = node['@type'];
  const rules = RULES[type];
  if (!rules)
    return {
      type,
      problems: [...problems, `no rule for the type ${type}: add Google's to scripts/quality/structured.mjs`],
      notes,
    };
  for (const key of rules.required) if (!present(valueAt(node, key))) problems.push(`${type}: required ${key} missing`);
  for (const key of rules.recommended)
    if (!present(valueAt(node, key))) problems.push(`${type}: recommended ${key} missing`);
  for (const key of rules.whenGiven ?? []) if (!present(valueAt(node, key))) notes.push(`${type}.${key}`);
  problems.push(...(rules.check?.(node) ?? []));
  urlsIn(node, '', problems);
  daysIn(node, '', problems);
  typesIn(node, '', problems);
  problems.push(...unknownTerms(node));
  return { type, problems, notes };
}

const textOf = (html) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

/** What the data says of the page it is on: its last crumb is the canonical address; an article's headline is its h1. */
export function pageAgreement(node, html) {
  const problems = [];
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  if (node['@type'] === 'BreadcrumbList' && canonical) {
    const last = node.itemListElement?.at(-1)?.item;
    if (last !== canonical)
      problems.push(`BreadcrumbList: the last item is ${last}, the canonical address ${canonical}`);
  }
  if (node['@type'] === 'WebPage' && canonical && node.url !== canonical)
    problems.push(`WebPage: url ${node.url} is not the canonical address ${canonical}`);
  if (node['@type'] === 'BlogPosting') {
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
    const same = (text) => String(text).replace(/[\u00a0\u202f]/g, ' ');
    if (h1 !== undefined && same(textOf(h1)) !== same(node.headline))
      problems.push(`BlogPosting: headline "${node.headline}" is not the h1 "${textOf(h1)}"`);
  }
  return problems;
}

export function jsonLdBlocks(html) {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]);
}

/**
 * The properties of each organisation a page describes whole (the home page's company,
 * by its @id), for the pages that name it as a parent: they should say as much.
 */
function describedOrganizations(pages) {
  const described = new Map();
  for (const { html } of pages)
    for (const block of jsonLdBlocks(html)) {
      try {
        const node = JSON.parse(block);
        if (node['@id'] && /Organization|Service|Business/.test(node['@type'])) described.set(node['@id'], node);
      } catch {
        // Reported by checkStructuredData.
      }
    }
  return described;
}

/** A profile's company says all that the page describing it says (its @id), social profiles too. */
function parentAsDescribed(node, described) {
  const parent = node['@type'] === 'ProfilePage' ? node.mainEntity?.parentOrganization : undefined;
  const whole = parent && described.get(parent['@id']);
  if (!whole) return [];
  return Object.keys(whole)
    .filter((key) => key !== '@context' && !present(parent[key]))
    .map(
      (key) =>
        `ProfilePage.mainEntity.parentOrganization: ${key} missing (the page describing ${parent['@id']} gives it)`,
    );
}

export function checkStructuredData(pages) {
  const rows = [];
  const described = describedOrganizations(pages);
  for (const { route, html } of pages.filter((page) => page.route.status === 200)) {
    const types = [];
    const problems = [];
    const notes = new Set();
    for (const block of jsonLdBlocks(html)) {
      let node;
      try {
        node = JSON.parse(block);
      } catch (err) {
        problems.push(`${route.path}: JSON-LD does not parse (${err.message})`);
        continue;
      }
      const result = checkNode(node);
      types.push(result.type);
      problems.push(...result.problems.map((p) => `${route.path}: ${p}`));
      problems.push(...pageAgreement(node, html).map((p) => `${route.path}: ${p}`));
      problems.push(...parentAsDescribed(node, described).map((p) => `${route.path}: ${p}`));
      for (const note of result.notes) notes.add(note);
    }
    rows.push({
      route: route.path,
      types: types.join(', ') || '-',
      errors: problems.length,
      problems,
      notes: [...notes],
    });
  }
  return rows;
}
