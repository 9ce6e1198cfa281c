import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { describe, expect } from 'vitest';
import { paths, articleHref, specialtyHref } from '../../shared/paths';
import { importLandingPages } from '../landing/import';
import { DEFAULT_SHARE_IMAGE } from '../../shared/seo';
import { decode, jsonLd } from '../../tests/helpers/html';
import { EDITORIAL_TEAM } from '../../views/components/structuredData';
import { settingsRepo } from '../settings/repo';
import { test } from '../../tests/fixtures';
import { importArticles } from '../blog/importer';
import { mediaCache } from '../media/mediaCache';
import { shippedArticlesDir } from '../blog/seed';
import type { App } from '../app';
import type { Database } from '../db/database';
import { sharedMediaCache } from '../../tests/helpers/dataDir';
// @ts-expect-error plain JavaScript module without type declarations
import { checkStructuredData } from '../../scripts/quality/structured.mjs';

/** What result pages show: longer titles and descriptions are cut (shared/seo.ts). */
const MAX_TITLE = 60;
const MAX_DESCRIPTION = 155;

const repoRoot = path.resolve(import.meta.dirname, '../..');
const cache = mediaCache(sharedMediaCache);

/** The pages a crawler reaches, and those it is told not to index. */
const STATIC_PAGES = [
  paths.home,
  paths.services,
  paths.why,
  paths.pricing,
  paths.quote,
  paths.contact,
  paths.blog,
  `${paths.blog}?page=2`,
  paths.editorialTeam,
  paths.legalNotice,
  paths.privacy,
];
const NOINDEX_PAGES = [
  paths.header,
  paths.newsletterThanks,
  paths.contactThanks,
  paths.quoteThanks,
  '/une-page-absente',
];

export interface Head {
  /** Open Graph and Twitter properties, by name. */
  og: Record<string, string>;
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  noindex: boolean;
}

export function headOf(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (attr: string, name: string) => head.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`))?.[1];
  const title = head.match(/<title>([^<]*)<\/title>/)?.[1];
  const description = meta('name', 'description');
  const og = Object.fromEntries(
    [...head.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"/g)].map((m) => [
      m[1]!,
      decode(m[2]!),
    ]),
  );
  return {
    og,
    title: title === undefined ? undefined : decode(title),
    description: description === undefined ? undefined : decode(description),
    canonical: head.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    noindex: /<meta name="robots" content="noindex"/.test(head),
  };
}

let seeded: Promise<string[]> | undefined;
/** The shipped articles, imported once for the file; their slugs. */
function seed(database: Database): Promise<string[]> {
  seeded ??= importArticles(database, [shippedArticlesDir()!], { cache }).then((report) => {
    expect(report.errors).toEqual([]);
    return report.results.map((result) => result.slug);
  });
  return seeded;
}

async function walk(app: App, addresses: string[]): Promise<Map<string, Head>> {
  const heads = new Map<string, Head>();
  for (const address of addresses) {
    const res = await request(app).get(address);
    expect([200, 404], address).toContain(res.status);
    heads.set(address, headOf(res.text));
  }
  return heads;
}

describe('titles and descriptions, as result pages show them', () => {
  test('every page has a title of 60 characters at most and a description of 155 at most, none shared, and indexable pages a canonical', async ({
    app,
    database,
  }) => {
    const slugs = await seed(database);
    expect(slugs).toHaveLength(8);
    const indexable = [...STATIC_PAGES, ...slugs.map(articleHref)];
    const heads = await walk(app, [...indexable, ...NOINDEX_PAGES]);
    const problems: string[] = [];
    for (const [address, head] of heads) {
      if (!head.title) problems.push(`${address}: no title`);
      else if (head.title.length > MAX_TITLE)
        problems.push(`${address}: title of ${head.title.length} characters: ${head.title}`);
      if (!head.description) problems.push(`${address}: no description`);
      else if (head.description.length > MAX_DESCRIPTION)
        problems.push(`${address}: description of ${head.description.length} characters: ${head.description}`);
      const indexed = indexable.includes(address);
      if (indexed && (head.noindex || !head.canonical))
        problems.push(`${address}: indexable, but ${head.noindex ? 'noindex' : 'no canonical'}`);
      if (!indexed && !head.noindex) problems.push(`${address}: should be noindex`);
    }
    for (const field of ['title', 'description'] as const) {
      const seen = new Map<string, string>();
      for (const [address, head] of heads) {
        const value = head[field];
        if (!value) continue;
        const other = seen.get(value);
        if (other) problems.push(`${address}: same ${field} as ${other}: ${value}`);
        else seen.set(value, address);
      }
    }
    expect(problems).toEqual([]);
  });
});

const SITE_URL = 'https://www.secretalia.fr';
type Node = Record<string, unknown>;
const nodeOf = (html: string, type: string) => jsonLd(html).find((node) => node['@type'] === type);
const get = async (app: App, address: string) => {
  const res = await request(app).get(address);
  expect(res.status, address).toBe(200);
  return res.text;
};

describe('sharing', () => {
  test('every page names its share image with its type, size and description', async ({ app, database }) => {
    const slugs = await seed(database);
    const heads = await walk(app, [...STATIC_PAGES, ...slugs.map(articleHref), ...NOINDEX_PAGES]);
    for (const [address, { og }] of heads) {
      expect(og['og:image'], address).toMatch(/^https:\/\/www\.secretalia\.fr\//);
      expect(og['og:image:type'], address).toMatch(/^image\/(png|jpeg|webp|avif)$/);
      expect(Number(og['og:image:width']), address).toBeGreaterThanOrEqual(1200);
      expect(Number(og['og:image:height']), address).toBeGreaterThan(0);
      expect(og['og:image:alt'], address).toBeTruthy();
      expect(og['twitter:card'], address).toBe('summary_large_image');
    }
    expect(heads.get(paths.home)!.og).toMatchObject({
      'og:image': `${SITE_URL}/og-image.png`,
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
    });
  });

  test('the default share image is the size its tags say', () => {
    const png = fs.readFileSync(path.join(repoRoot, 'client', 'public', DEFAULT_SHARE_IMAGE.src));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20), type: 'image/png' }).toEqual({
      width: DEFAULT_SHARE_IMAGE.width,
      height: DEFAULT_SHARE_IMAGE.height,
      type: DEFAULT_SHARE_IMAGE.type,
    });
  });
});

describe('structured data', () => {
  test('the home page describes the web site and the company, with its contact point and opening hours', async ({
    app,
  }) => {
    app.contentChanged.emit();
    const html = await get(app, paths.home);
    expect(nodeOf(html, 'WebSite')).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Secretalia',
      url: `${SITE_URL}/`,
      inLanguage: 'fr-FR',
    });
    const company = nodeOf(html, 'ProfessionalService')!;
    expect(company).toMatchObject({
      name: 'Secretalia',
      url: `${SITE_URL}/`,
      address: { '@type': 'PostalAddress', addressCountry: 'MA', addressLocality: 'Marrakech', postalCode: '40000' },
      areaServed: [
        { '@type': 'Country', name: 'FR' },
        { '@type': 'Country', name: 'BE' },
      ],
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: '+33199001234',
        email: 'contact@secretalia.fr',
        availableLanguage: ['fr'],
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
          opens: '08:30',
          closes: '18:30',
        },
      },
    });
    // The logo is a file the site serves.
    const logo = (company.logo as Node).url as string;
    expect(logo).toMatch(new RegExp(`^${SITE_URL}/`));
    expect((await request(app).get(logo.slice(SITE_URL.length))).status).toBe(200);
    // No legal identity until the owner sets it.
    expect(company).not.toHaveProperty('legalName');
    expect(company).not.toHaveProperty('vatID');
  });

  test('the company gets its legal name and VAT number once the owner has set them', async ({ app, database }) => {
    const settings = settingsRepo(database.db);
    const before = await settings.get('legal');
    await settings.set('legal', { ...before, 'company-name': 'Secretalia SARL', 'vat-number': 'FR44732829320' });
    try {
      app.contentChanged.emit();
      expect(nodeOf(await get(app, paths.home), 'ProfessionalService')).toMatchObject({
        legalName: 'Secretalia SARL',
        vatID: 'FR44732829320',
      });
    } finally {
      await settings.set('legal', before);
      app.contentChanged.emit();
    }
  });

  test('each article is a BlogPosting by one author, with its images, dates and publisher, under a breadcrumb', async ({
    app,
    database,
  }) => {
    const slugs = await seed(database);
    for (const slug of slugs) {
      const url = `${SITE_URL}${articleHref(slug)}`;
      const html = await get(app, articleHref(slug));
      const head = headOf(html);
      const posting = nodeOf(html, 'BlogPosting')!;
      expect(posting, slug).toMatchObject({
        '@context': 'https://schema.org',
        description: head.description,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        author: {
          '@type': 'Organization',
          '@id': `${SITE_URL}/la-redaction#redaction`,
          name: EDITORIAL_TEAM,
          url: `${SITE_URL}/la-redaction`,
        },
        publisher: { '@type': 'Organization', name: 'Secretalia', logo: { '@type': 'ImageObject' } },
      });
      // The headline is the title readers see (the h1); the result page's title may be shorter (seoTitle).
      expect(html, slug).toContain(`<h1 id="article-title">${posting.headline as string}</h1>`);
      // The byline readers see is the author search engines are told, and leads to its page.
      expect(html, slug).toContain(`<span>Par <a href="/la-redaction">${EDITORIAL_TEAM}</a></span>`);
      expect(Date.parse(posting.datePublished as string)).not.toBeNaN();
      expect(Date.parse(posting.dateModified as string)).toBeGreaterThanOrEqual(
        Date.parse(posting.datePublished as string),
      );
      // The cover in the three shapes search engines ask for (16:9, 4:3, 1:1), 1200 px wide.
      const images = posting.image as string[];
      const shapes = [];
      for (const image of images) {
        expect(image).toMatch(new RegExp(`^${SITE_URL}/media/`));
        const file = await request(app)
          .get(image.slice(SITE_URL.length))
          .buffer(true)
          .parse((res, done) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => done(null, Buffer.concat(chunks)));
          });
        expect(file.status, image).toBe(200);
        const { width, height } = await sharp(file.body as Buffer).metadata();
        shapes.push(`${width}x${height}`);
      }
      expect(shapes, slug).toEqual(['1200x675', '1200x900', '1200x1200']);
      // Shared as the cover's 1200×630 JPEG, which every network reads.
      expect(head.og).toMatchObject({
        'og:image:type': 'image/jpeg',
        'og:image:width': '1200',
        'og:image:height': '630',
      });
      expect(head.og['og:image']).toMatch(/\.jpg$/);
      const shared = await request(app).get(head.og['og:image']!.slice(SITE_URL.length));
      expect([shared.status, shared.headers['content-type']], head.og['og:image']).toEqual([200, 'image/jpeg']);
      const crumbs = nodeOf(html, 'BreadcrumbList')!.itemListElement as Node[];
      expect(crumbs.map((crumb) => [crumb.position, crumb.item])).toEqual([
        [1, `${SITE_URL}/`],
        [2, `${SITE_URL}/blog`],
        [3, url],
      ]);
    }
  });

  test('the articles’ author has a page of its own: a ProfilePage listing every article, under the blog', async ({
    app,
    database,
  }) => {
    const slugs = await seed(database);
    app.contentChanged.emit();
    const html = await get(app, paths.editorialTeam);
    const profile = nodeOf(html, 'ProfilePage')!;
    expect(profile).toMatchObject({
      url: `${SITE_URL}/la-redaction`,
      mainEntity: {
        '@type': 'Organization',
        '@id': `${SITE_URL}/la-redaction#redaction`,
        name: EDITORIAL_TEAM,
      },
    });
    // Its company as the home page describes it, social profiles included: the author's page alone tells who it is.
    const { '@context': _context, ...company } = nodeOf(await get(app, paths.home), 'ProfessionalService')!;
    expect((profile.mainEntity as Node).parentOrganization).toEqual(company);
    expect(company).toMatchObject({ '@id': `${SITE_URL}/#organization`, sameAs: expect.any(Array) });
    expect(profile.mainEntity).toMatchObject({ agentInteractionStatistic: { userInteractionCount: slugs.length } });
    for (const slug of slugs) expect(html, slug).toContain(`href="${articleHref(slug)}"`);
    expect(html).toContain(`<h1 id="redaction-title">${EDITORIAL_TEAM}</h1>`);
    const crumbs = nodeOf(html, 'BreadcrumbList')!.itemListElement as Node[];
    expect(crumbs.map((crumb) => crumb.item)).toEqual([`${SITE_URL}/`, `${SITE_URL}/blog`, `${SITE_URL}/la-redaction`]);
  });

  test('the services are provided by the company described on the home page, in the same countries', async ({
    app,
  }) => {
    const company = nodeOf(await get(app, paths.home), 'ProfessionalService')!;
    const service = nodeOf(await get(app, paths.services), 'Service')!;
    expect(service).toMatchObject({ provider: { '@id': company['@id'] }, areaServed: company.areaServed });
  });

  test('every page passes the quality gate’s structured-data checks: Google’s properties, DayOfWeek URLs, typed organisations, the last crumb the canonical address, the headline the h1', async ({
    app,
    database,
  }) => {
    const slugs = await seed(database);
    const imported = await importLandingPages(database, [path.join(repoRoot, 'content', 'pages')]);
    expect(imported.errors).toEqual([]);
    app.contentChanged.emit();
    const pages = [];
    const landing = [paths.questions, paths.belgium, specialtyHref('pediatrie')];
    for (const address of [...STATIC_PAGES, ...landing, ...slugs.map(articleHref)])
      pages.push({ route: { path: address, status: 200 }, html: await get(app, address) });
    const rows = checkStructuredData(pages) as { route: string; problems: string[] }[];
    expect(rows.flatMap((row) => row.problems)).toEqual([]);
  });

  test('the structured-data check fails a property or a type schema.org does not define, nested ones too', () => {
    const html = (node: Node) => `<script type="application/ld+json">${JSON.stringify(node)}</script>`;
    const service = {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Télésecrétariat médical',
      serviceType: 'Secrétariat médical à distance',
      areaServed: 'FR',
      provider: { '@type': 'ProfessionalService', name: 'Secretalia', nombre: 3 },
      inLanguage: 'fr-FR',
      audience: { '@type': 'Patientele' },
    };
    const [row] = checkStructuredData([{ route: { path: '/x', status: 200 }, html: html(service) }]) as {
      problems: string[];
    }[];
    expect(row!.problems).toEqual([
      '/x: Service.inLanguage: schema.org defines no inLanguage for Service',
      '/x: Service.provider.nombre: schema.org defines no nombre for ProfessionalService',
      '/x: Service.audience: schema.org defines no type Patientele',
    ]);
  });

  test('the legal pages sit under the home page in a breadcrumb', async ({ app }) => {
    for (const address of [paths.legalNotice, paths.privacy]) {
      const crumbs = nodeOf(await get(app, address), 'BreadcrumbList')!.itemListElement as Node[];
      expect(crumbs.map((crumb) => crumb.item)).toEqual([`${SITE_URL}/`, `${SITE_URL}${address}`]);
    }
  });
});
