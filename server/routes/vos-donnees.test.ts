import request from 'supertest';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { jsonLd, textOf } from '../../tests/helpers/html';
// @ts-expect-error plain JavaScript module without type declarations
import { checkHtml } from '../../scripts/quality/html.mjs';
import { paths } from '../../shared/paths';
import { settingsRepo } from '../settings/repo';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The shipped pages of content/pages/ and articles of content/blog/, imported as the owner does. */
const it = test.extend('imported', { scope: 'file', auto: true }, async ({ database }) => {
  for (const [name, folder] of [
    ['content-import', 'content/pages'],
    ['blog-import', 'content/blog'],
  ] as const) {
    const run = await runAdmin(name, [folder], { database });
    expect(run.code, run.output).toBe(0);
  }
  return true;
});

const mainOf = (html: string) => /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';

/** The page's WebPage node and the sitemap's lastmod for it, as a crawler reads both. */
async function datesOf(app: Parameters<typeof request>[0]) {
  const page = jsonLd((await request(app).get(paths.yourData)).text).find((node) => node['@type'] === 'WebPage');
  const xml = (await request(app).get('/sitemap.xml')).text;
  const entry = new RegExp(`<loc>[^<]*${paths.yourData}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(xml);
  return { page, lastmod: entry?.[1] };
}

/** Every page of the sitemap, as a visitor or a crawler gets it. */
async function sitemapPages(app: Parameters<typeof request>[0]): Promise<{ path: string; html: string }[]> {
  const xml = (await request(app).get('/sitemap.xml')).text;
  const addresses = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(addresses).toContain(paths.yourData);
  const pages = [];
  for (const address of addresses) {
    const res = await request(app).get(address);
    expect(res.status, address).toBe(200);
    pages.push({ path: address, html: res.text });
  }
  return pages;
}

describe('/vos-donnees and the claims tied to the owner’s facts', { timeout: 180_000 }, () => {
  it('with no fact set: no placeholder, the processor’s role, and no host, safeguard or agreement made up', async ({
    app,
  }) => {
    const res = await request(app).get(paths.yourData);
    expect(res.status).toBe(200);
    const text = textOf(mainOf(res.text));
    expect(text).toContain('comme sous-traitant au sens de l’article\u00a028 du RGPD');
    expect(text).toContain('Votre secrétaire travaille depuis notre centre de Marrakech');
    expect(text).toContain('une secrétaire humaine, dédiée à votre cabinet');
    expect(text).not.toMatch(/à compléter|\[\[|\{\{/);
    expect(text).not.toContain('Où sont hébergées les données');
    expect(text).not.toContain('article\u00a046');
    expect(res.text).not.toContain(paths.processingAgreement);
    expect((await request(app).get(paths.processingAgreement)).status).toBe(404);

    // Described and dated for a search engine, as the sitemap dates it.
    const { page, lastmod } = await datesOf(app);
    expect(page?.description).toMatch(/^Où sont hébergées les données de vos patients/);
    expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(page?.dateModified).toBe(lastmod);
  });

  it('with the facts set (by the command): the host, its certificate, the safeguard and the agreement to download', async ({
    app,
    database,
  }) => {
    const settings = settingsRepo(database.db);
    try {
      const set = await runAdmin(
        'settings-facts',
        [
          'host=Hébergeur Exemple Santé',
          'host-certificate=certificat HDS n° 000, activités 1 à 6',
          'host-region=France',
          'access-safeguard=les clauses contractuelles types de la Commission européenne',
          'ai=aucune intelligence artificielle ne répond à vos patients',
        ],
        { database },
      );
      expect(set.code, set.output).toBe(0);
      const folder = mkdtempSync(path.join(tmpdir(), 'accord-'));
      const pdf = path.join(folder, 'accord.pdf');
      writeFileSync(pdf, '%PDF-1.4\n% accord de traitement\n%%EOF\n');
      const imported = await runAdmin('settings-agreement', [pdf], { database });
      expect(imported.code, imported.output).toBe(0);
      expect((await runAdmin('settings-agreement', [pdf], { database })).output).toContain('rien n’a changé');
      app.contentChanged.emit();

      const res = await request(app).get(paths.yourData);
      const text = textOf(mainOf(res.text));
      expect(text).toContain('Hébergeur Exemple Santé');
      expect(text).toContain('certificat HDS n° 000, activités 1 à 6');
      expect(text).toContain('Il l’est par\u00a0: les clauses contractuelles types de la Commission européenne.');
      expect(text).toContain('comme sous-traitant au sens de l’article\u00a028 du RGPD');
      expect(text).toContain('Aucune intelligence artificielle ne répond à vos patients.');
      expect(res.text).toContain(`href="${paths.processingAgreement}"`);
      // The page with every fact set, which the quality leg (a fresh database) never sees, through its HTML checks.
      const rows: { problems: string[] }[] = await checkHtml([{ route: { path: paths.yourData }, html: res.text }]);
      expect(rows.flatMap((row) => row.problems)).toEqual([]);
      const download = await request(app).get(paths.processingAgreement);
      expect(download.status).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      // The facts just set date the page, in its structured data as in the sitemap.
      const { page, lastmod } = await datesOf(app);
      expect(page?.dateModified).toBe(lastmod);
      expect(Date.now() - Date.parse(String(page?.dateModified))).toBeLessThan(600_000);

      // The claim names the host wherever it is made.
      const home = mainOf((await request(app).get('/')).text);
      expect(textOf(home)).toContain('chez Hébergeur Exemple Santé, hébergeur certifié HDS');
      const questions = mainOf((await request(app).get(paths.questions)).text);
      expect(questions).toContain('chez <a href="/vos-donnees">Hébergeur Exemple Santé, hébergeur certifié HDS</a>');
    } finally {
      await settings.set('facts', {});
      await settings.set('agreement', {});
      app.contentChanged.emit();
    }
  });

  it('over every route of the sitemap: no « à compléter » nor placeholder (legal pages aside), every HDS claim links to /vos-donnees', async ({
    app,
  }) => {
    const pages = await sitemapPages(app);
    expect(pages.length).toBeGreaterThan(25);
    let claims = 0;
    for (const { path: address, html } of pages) {
      const main = mainOf(html);
      if (address !== paths.legalNotice && address !== paths.privacy) {
        // « à compléter » as a mark: the words alone are French (« sert aussi à compléter ces informations »).
        expect(textOf(html), address).not.toMatch(/à compléter\s*:|\[\[[^\]]*\]\]|\{\{[^}]*\}\}/i);
        expect(html, address).not.toContain('to-complete');
      }
      // The footer links every page to it; a page that says HDS links to it from its own text too.
      expect(html, address).toContain(`href="${paths.yourData}"`);
      if (/HDS/.test(textOf(main))) {
        claims++;
        expect(main, address).toContain(`href="${paths.yourData}"`);
      }
    }
    expect(claims).toBeGreaterThanOrEqual(10);
  });
});
