import type { Post } from '../../shared/blog';
import { paths } from '../../shared/paths';
import { articleHead } from '../../shared/seo';
import { site, socialNetworks, type SocialLinks } from '../../shared/site';
import type { ContactDetails } from '../../shared/contactDetails';
import type { LegalFacts } from '../../shared/legalFacts';

/**
 * The JSON-LD nodes of the site (Google's structured data documentation):
 * built from the site's facts (shared/site.ts) and the legal facts set by the
 * owner, never restated. The pages put them in <JsonLd>.
 */

/** ISO 3166-1 alpha-2 codes of the countries the site names in French. */
const COUNTRY_CODES: Record<string, string> = { France: 'FR', Belgique: 'BE', Maroc: 'MA' };
export const countryCode = (name: string) => COUNTRY_CODES[name] ?? name;

/** The logo search engines show: a square PNG of the site (180×180, at least Google's 112). */
export const LOGO_PATH = '/apple-touch-icon.png';
/** The one author of the articles, whatever the front matter's signature says. */
export const EDITORIAL_TEAM = `La rédaction ${site.name}`;

/** The articles' author as search engines see it: one name, one page (paths.editorialTeam), part of the company. */
export function editorialTeamNode(siteUrl: string) {
  return {
    '@type': 'Organization',
    '@id': `${siteUrl}${paths.editorialTeam}#redaction`,
    name: EDITORIAL_TEAM,
    url: `${siteUrl}${paths.editorialTeam}`,
    parentOrganization: { '@type': 'Organization', '@id': organizationId(siteUrl), name: site.name },
  };
}

/**
 * The editorial team's page: a profile page whose subject is the author of every article
 * (Google's ProfilePage), part of `company`, described as on the home page
 * (organizationNode): a search engine may learn of the company from this page alone.
 */
export function editorialTeamJsonLd(
  siteUrl: string,
  articleCount: number,
  company: ReturnType<typeof organizationNode>,
  lastArticle?: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: `${siteUrl}${paths.editorialTeam}`,
    inLanguage: 'fr-FR',
    ...(lastArticle ? { dateModified: lastArticle } : {}),
    mainEntity: {
      ...editorialTeamNode(siteUrl),
      parentOrganization: company,
      description: `Les articles du blog ${site.name} sont écrits et relus par l’équipe qui encadre nos secrétaires médicales.`,
      agentInteractionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/WriteAction',
        userInteractionCount: articleCount,
      },
    },
  };
}

/** schema.org's DayOfWeek values are its own addresses, not day names. */
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
  (day) => `https://schema.org/${day}`,
);
const FRENCH_DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

/**
 * The opening hours as schema.org writes them, read from the French text the
 * pages show (`Lundi – Vendredi, 8 h 30 – 18 h 30 (heure de Paris)`, or `8h30` written tight); undefined when the text
 * takes another form, rather than a guess.
 */
/** The last hours parsed: every page of the site shows the same text until the owner changes it. */
let lastHours: { text: string; spec: ReturnType<typeof parseOpeningHours> } | undefined;

export function openingHours(text: string): ReturnType<typeof parseOpeningHours> {
  if (lastHours?.text !== text) lastHours = { text, spec: parseOpeningHours(text) };
  return lastHours.spec;
}

function parseOpeningHours(
  text: string,
): { '@type': 'OpeningHoursSpecification'; dayOfWeek: string[]; opens: string; closes: string } | undefined {
  const match = /^\s*(\p{L}+)\s*[–-]\s*(\p{L}+)\s*,\s*(\d{1,2})\s*h\s*(\d{2})?\s*[–-]\s*(\d{1,2})\s*h\s*(\d{2})?/u.exec(
    text,
  );
  if (!match) return undefined;
  const from = FRENCH_DAYS.indexOf(match[1]!.toLowerCase());
  const to = FRENCH_DAYS.indexOf(match[2]!.toLowerCase());
  if (from < 0 || to < from) return undefined;
  const time = (hours: string, minutes = '00') => `${hours.padStart(2, '0')}:${minutes}`;
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: DAYS.slice(from, to + 1),
    opens: time(match[3]!, match[4]),
    closes: time(match[5]!, match[6]),
  };
}

const logo = (siteUrl: string) => ({ '@type': 'ImageObject', url: `${siteUrl}${LOGO_PATH}`, width: 180, height: 180 });
export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

/** The company's profiles on the social networks the owner set (`npm run settings:social`), in the footer's order. */
export const sameAsOf = (social: SocialLinks): string[] =>
  socialNetworks.map((network) => social[network]).filter((url): url is string => Boolean(url));

/** The company, on the home page (`ProfessionalService`, a kind of Organization and LocalBusiness). */
export function organizationJsonLd(
  siteUrl: string,
  contact: ContactDetails,
  facts: { sameAs?: string[]; legal?: LegalFacts } = {},
) {
  return { '@context': 'https://schema.org', ...organizationNode(siteUrl, contact, facts) };
}

/** The company as a node: the home page's, and the parent of the editorial team on its page. */
export function organizationNode(
  siteUrl: string,
  contact: ContactDetails,
  { sameAs = [], legal = {} }: { sameAs?: string[]; legal?: LegalFacts } = {},
) {
  const hours = openingHours(contact.hours);
  return {
    '@type': 'ProfessionalService',
    '@id': organizationId(siteUrl),
    name: site.name,
    ...(legal['company-name'] ? { legalName: legal['company-name'] } : {}),
    ...(legal['vat-number'] ? { vatID: legal['vat-number'] } : {}),
    url: `${siteUrl}/`,
    logo: logo(siteUrl),
    image: `${siteUrl}/og-image.png`,
    description: site.description,
    slogan: site.tagline,
    email: contact.email,
    telephone: contact.phone.e164,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address.street,
      postalCode: contact.address.postalCode,
      addressLocality: contact.address.city,
      addressCountry: contact.address.countryCode,
    },
    areaServed: site.areasServed.map((name) => ({ '@type': 'Country', name: countryCode(name) })),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: contact.phone.e164,
      email: contact.email,
      availableLanguage: ['fr'],
      areaServed: site.areasServed.map(countryCode),
      ...(hours ? { hoursAvailable: hours } : {}),
    },
    ...(hours ? { openingHoursSpecification: hours } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** The site itself, on the home page: its name as search engines should show it. */
export function websiteJsonLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: site.name,
    url: `${siteUrl}/`,
    inLanguage: 'fr-FR',
    publisher: { '@type': 'Organization', '@id': organizationId(siteUrl), name: site.name },
  };
}

const absolute = (siteUrl: string, address: string) =>
  /^https?:\/\//.test(address) ? address : `${siteUrl}${address}`;

/**
 * The cover's addresses: its 16:9, 4:3 and 1:1 crops, as search engines ask for
 * articles; for a cover imported by an older recipe, its share image then each
 * width of one format, largest first.
 */
export function coverImages(siteUrl: string, post: Pick<Post, 'image' | 'cover'>): string[] {
  if (post.cover?.crops?.length) return post.cover.crops.map((crop) => absolute(siteUrl, crop.src));
  const urls: string[] = [];
  if (post.cover?.share) urls.push(post.cover.share.src);
  const webp = post.cover?.sources.find((source) => source.type === 'image/webp') ?? post.cover?.sources[0];
  if (webp) {
    const sized = webp.srcSet.split(',').map((entry) => entry.trim().split(/\s+/) as [string, string]);
    sized.sort((a, b) => parseInt(b[1]) - parseInt(a[1]));
    urls.push(...sized.map(([url]) => url));
  }
  if (!urls.length) urls.push(post.image);
  return [...new Set(urls)].map((url) => absolute(siteUrl, url));
}

/** An article: its head's title and description, its dates, its cover, one author, the publisher. */
export function blogPostingJsonLd(siteUrl: string, url: string, post: Post) {
  const head = articleHead(post);
  const publisher = {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: site.name,
    url: `${siteUrl}/`,
    logo: logo(siteUrl),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    // The page's h1, word for word: what search engines compare the headline with.
    headline: post.title,
    description: head.description,
    image: coverImages(siteUrl, post),
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    inLanguage: 'fr-FR',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: editorialTeamNode(siteUrl),
    publisher,
  };
}
