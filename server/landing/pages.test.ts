import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect } from 'vitest';
import { isOwnerFactKey } from '../../shared/ownerFacts';
import { specialties } from '../../shared/specialties';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { postForm, quote } from '../../tests/helpers/formPosts';
import { repoRoot } from '../../tests/helpers/server';

/**
 * The pages a doctor finds by searching for their speciality, for Belgium or
 * for the questions before signing: as a visitor and a crawler see them once
 * the shipped content/pages/ is imported, and as the owner changes them.
 */
const it = test.extend('imported', { scope: 'file', auto: true }, async ({ database }) => {
  const run = await runAdmin('content-import', ['content/pages'], { database });
  expect(run.code, run.output).toBe(0);
  return run;
});

const decode = (text: string) =>
  text
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const textOf = (html: string) =>
  decode(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** The copy of the page itself: the h1's lead and the article, not the header, footer or calls to action. */
function ownCopy(html: string): string {
  const lead = /<p class="lead">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  const article = (/<article class="article landing[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '').replace(
    /<p class="landing-more">[\s\S]*?<\/p>/,
    '',
  );
  return textOf(`${lead} ${article}`);
}
/** One question of /questions-frequentes: its anchor and its words. */
const QUESTION = /<details id="([^"]+)" class="question"><summary class="question-summary">([^<]+)<\/summary>/g;
const attribute = (html: string, pattern: RegExp) => decode(pattern.exec(html)?.[1] ?? '');
/** Runs of eight words: two pages sharing many of them share text. */
const shingles = (words: string[]) => new Set(words.slice(0, -7).map((_, i) => words.slice(i, i + 8).join(' ')));

describe('a page per speciality', () => {
  it('each tile of /nos-services links to its page: 200, the speciality named in the title and the h1, a description and 250 words of its own, the quote carrying the speciality, in the sitemap', async ({
    app,
  }) => {
    const services = (await request(app).get('/nos-services')).text;
    const grid = /<ul class="specialty-grid">([\s\S]*?)<\/ul>/.exec(services)![1]!;
    const links = [...grid.matchAll(/<a class="specialty" href="([^"]+)">[\s\S]*?<span>([^<]+)<\/span><\/a>/g)];
    expect(links.map((link) => decode(link[2]!))).toEqual(specialties.map((specialty) => specialty.name));
    const sitemap = (await request(app).get('/sitemap.xml')).text;
    const descriptions = new Set<string>();
    const copies: { href: string; shingles: Set<string> }[] = [];
    for (const [, href, label] of links) {
      const name = decode(label!);
      const res = await request(app).get(href!);
      expect(res.status, href).toBe(200);
      const html = res.text;
      const stem = name.toLowerCase().slice(0, 6);
      expect(attribute(html, /<title[^>]*>([^<]+)<\/title>/).toLowerCase(), href).toContain(stem);
      expect(textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]!).toLowerCase(), href).toContain(stem);
      const description = attribute(html, /<meta name="description" content="([^"]+)"/);
      expect(description.length, href).toBeGreaterThan(50);
      // As result pages show them, without cutting.
      expect(description.length, href).toBeLessThanOrEqual(155);
      expect(attribute(html, /<title[^>]*>([^<]+)<\/title>/).length, href).toBeLessThanOrEqual(60);
      descriptions.add(description);
      const words = wordsOf(ownCopy(html));
      expect(words.length, href).toBeGreaterThanOrEqual(250);
      copies.push({ href: href!, shingles: shingles(words) });
      expect(html, href).toContain(`href="/demande-devis?specialite=${href!.split('/').pop()}"`);
      expect(html, href).toContain('"@type":"BreadcrumbList"');
      expect(html, href).toContain('aria-label="Fil d’Ariane"');
      expect(html, href).toMatch(/<meta property="og:image" content="[^"]+"/);
      expect(html, href).not.toContain('FAQPage');
      // Related articles of the shipped blog, when it is there: at least the link to the blog.
      expect(html, href).toContain('href="/blog"');
      expect(sitemap, href).toContain(`<loc>https://www.secretalia.fr${href}</loc>`);
    }
    expect(descriptions.size).toBe(specialties.length);
    // No two pages share more than a small part of their text.
    for (const a of copies)
      for (const b of copies) {
        if (a.href >= b.href) continue;
        const shared = [...a.shingles].filter((shingle) => b.shingles.has(shingle)).length;
        expect(shared / Math.min(a.shingles.size, b.shingles.size), `${a.href} and ${b.href}`).toBeLessThan(0.1);
      }
  }, 120_000);

  it('an address typed with capitals or under /specialites goes to the page; an unknown speciality is a 404', async ({
    app,
  }) => {
    expect((await request(app).get('/nos-services/Ophtalmologie')).headers.location).toBe(
      '/nos-services/ophtalmologie',
    );
    expect((await request(app).get('/specialites/pediatrie')).headers.location).toBe('/nos-services/pediatrie');
    expect((await request(app).get('/nos-services/cardiologie')).status).toBe(404);
    expect((await request(app).get('/faq')).headers.location).toBe('/questions-frequentes');
  });

  it('a quote sent from a speciality page records the speciality, in leads:export', async ({ app, database }) => {
    const page = (await request(app).get('/nos-services/ophtalmologie')).text;
    const link = decode(/href="(\/demande-devis\?specialite=[^"]+)"/.exec(page)![1]!);
    const form = (await request(app).get(link)).text;
    expect(form).toContain('<input type="hidden" name="specialite" value="ophtalmologie"/>');
    expect(textOf(form)).toContain('Spécialité indiquée avec votre demande : Ophtalmologie');
    const sent = await postForm(app, '/demande-devis', { ...quote, specialite: 'ophtalmologie' }).set(
      'Referer',
      `https://www.secretalia.fr${link}`,
    );
    expect(sent.status, sent.text.slice(0, 300)).toBe(303);
    const json = await runAdmin('leads-export', ['--format', 'json'], { database });
    expect(JSON.parse(json.stdout).at(-1)).toMatchObject({ kind: 'quote', specialty: 'ophtalmologie' });
    const csv = await runAdmin('leads-export', [], { database });
    expect(csv.stdout).toContain('"Spécialité"');
    expect(csv.stdout).toContain('"Ophtalmologie"');
  });
});

describe('the top of a landing page', () => {
  it('a speciality page shows its own day beside the hero’s text, said to screen readers; the Belgian page its map, hidden from them', async ({
    app,
  }) => {
    for (const [path, drawing, said] of [
      ['/nos-services/pediatrie', 'viewBox="0 0 440 380"', 'role="img" aria-label="Pédiatrie, un matin d’épidémie'],
      // Belgium framed with the French regions along its border (views/illustrations/BelgiumMapScene.tsx).
      ['/belgique', 'viewBox="0 0 390 310"', 'aria-hidden="true"'],
    ] as const) {
      const html = (await request(app).get(path)).text;
      const hero = /<section class="page-hero page-hero-art"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
      expect(hero, path).toContain('<h1');
      const slot = /<div class="page-hero-art-slot">([\s\S]*?<\/svg>)/.exec(hero)?.[1] ?? '';
      expect(slot, path).toContain(drawing);
      expect(slot, path).toContain(said);
    }
  });
});

describe('Belgium and the questions', () => {
  it('the home page links to the page for Belgian practices, whose heading names Belgium', async ({ app }) => {
    const home = (await request(app).get('/')).text;
    expect(home).toContain('href="/belgique"');
    const res = await request(app).get('/belgique');
    expect(res.status).toBe(200);
    expect(textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(res.text)![1]!)).toMatch(/Belgique/);
    expect(res.text).toContain('"name":"BE"');
    expect((await request(app).get('/sitemap.xml')).text).toContain('<loc>https://www.secretalia.fr/belgique</loc>');
  });

  it('every page’s footer links to the questions, at least eight of them under their themes; the pricing page shows the price questions', async ({
    app,
  }) => {
    for (const address of ['/', '/nos-tarifs', '/contact', '/nos-services/chirurgie']) {
      const footer = /<footer[\s\S]*<\/footer>/.exec((await request(app).get(address)).text)![0];
      expect(footer, address).toContain('href="/questions-frequentes"');
      expect(footer, address).toContain('href="/belgique"');
    }
    const page = (await request(app).get('/questions-frequentes')).text;
    const questions = [...page.matchAll(QUESTION)].map((m) => decode(m[2]!));
    expect(questions.length).toBeGreaterThanOrEqual(8);
    // The themes are the article's own headings (not each in a section of its own, nor in the index's nav):
    // an article without a heading of its own is one the W3C checker warns about.
    const article = /<article\b[\s\S]*?<\/article>/.exec(page)![0];
    expect(article.replace(/<(nav|section)\b[\s\S]*?<\/\1>/g, '')).toMatch(/<h2\b/);
    expect(questions.every((question) => question.endsWith('?'))).toBe(true);
    // What only the owner can say is not made up, nor shown unfinished: the questions that need it are left out.
    expect(page).not.toContain('à compléter');
    expect(questions).not.toContain('Combien de temps faut-il pour démarrer ?');
    const pricing = (await request(app).get('/nos-tarifs')).text;
    expect(textOf(pricing)).toContain('Vos questions sur les tarifs');
    expect(textOf(pricing)).toContain('Combien coûte un secrétariat médical à distance ?');
    expect(textOf(pricing)).toContain('Pourquoi les prix ne sont-ils pas affichés ?');
  });

  it('/questions-frequentes: every question of content/pages/questions.md a <details> with its id, grouped by theme; the anchors of the index lead to the themes', async ({
    app,
  }) => {
    const page = (await request(app).get('/questions-frequentes')).text;
    // Every question but those whose answer needs an owner's fact not set here (decision 060).
    const asked = [
      ...fs
        .readFileSync(path.join(repoRoot, 'content/pages/questions.md'), 'utf8')
        .matchAll(/^## (.+)$([\s\S]*?)(?=^## |(?![\s\S]))/gm),
    ]
      .filter(([, , answer]) => ![...answer!.matchAll(/\{\{([a-z-]+)\}\}/g)].some(([, key]) => isOwnerFactKey(key!)))
      .map((m) => decode(m[1]!).trim());
    expect(asked.length).toBeGreaterThan(5);
    const shown = [...page.matchAll(QUESTION)].map((m) => ({ id: m[1]!, question: decode(m[2]!).trim() }));
    expect(shown.map(({ question }) => question).sort()).toEqual([...asked].sort());
    expect(shown.every(({ id }) => /^[a-z0-9-]+$/.test(id))).toBe(true);
    expect(new Set(shown.map(({ id }) => id)).size).toBe(shown.length);
    // No question outside a disclosure, and a theme heading before the first one.
    expect(page.match(/class="question"/g)).toHaveLength(asked.length);
    const themes = [...page.matchAll(/<h2 id="(theme-[a-z]+)">([^<]+)<\/h2>/g)].map((m) => m[1]!);
    expect(themes.length).toBeGreaterThanOrEqual(3);
    for (const theme of themes) expect(page).toContain(`href="#${theme}"`);
    expect(page.indexOf(`id="${themes[0]}"`)).toBeLessThan(page.indexOf('class="question"'));
  });

  it('npm run preflight lists what the owner has still to fill in: the host blocks, each missing fact is named', async ({
    database,
  }) => {
    const run = await runAdmin('preflight', [], { database });
    expect(run.output).toMatch(
      /✗ Hébergeur des données de santé : l’accueil, \/vos-donnees et \d+ pages de content\/pages\/ .* disent « hébergeur certifié HDS » sans le nommer/,
    );
    expect(run.output).toMatch(
      /Faits du service \(settings:facts\) : non renseignés, le site n’en dit rien : host, .*notice-period, start-delay, diary-tools ; des passages manquent pour eux sur questions \(notice-period, start-delay, diary-tools\)/,
    );
    expect(run.output).toMatch(/✓ Textes à compléter \(content\/pages\/\) : aucun/);
  });
});

describe('French typography of the shipped pages', () => {
  const addresses = [
    ...specialties.map((specialty) => `/nos-services/${specialty.slug}`),
    '/belgique',
    '/questions-frequentes',
  ];
  it.for(addresses)(
    '%s: no breakable space before : ; ? ! » or after «, nor between a number and its unit',
    async (address, { app }) => {
      const html = (await request(app).get(address)).text;
      const main = /<main\b[\s\S]*<\/main>/.exec(html)![0];
      // The text as a browser lays it out: tags gone, a no-break space kept as one.
      // Not the callback form: its words are the form's, the same on every page (views/islands/CallbackForm.tsx).
      const text = main
        .replace(/<details class="callback-request"[\s\S]*?<\/details>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&nbsp;|&#160;/g, '\u00a0')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, '&');
      const faults = [
        ...text.matchAll(/\S{0,12} [:;?!»]|« \S{0,12}|\d (?:h|%|ans|mois|jours|semaines)(?=[\s,.;:)]|$)/g),
      ].map((m) => m[0]);
      expect(faults, address).toEqual([]);
    },
  );
});

describe('the owner edits the pages with content:import', () => {
  it('an edit shows on its page after the import; --dry-run writes nothing; a file without a field is refused, naming it', async ({
    app,
    database,
  }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
    const file = path.join(dir, 'pediatrie.md');
    const original = fs.readFileSync(path.join(repoRoot, 'content/pages/pediatrie.md'), 'utf8');
    fs.writeFileSync(file, original.replace('## Des parents qui appellent', '## Des familles qui appellent'));

    const dry = await runAdmin('content-import', [file, '--dry-run'], { database });
    expect(dry.code, dry.output).toBe(0);
    expect(dry.output).toMatch(/serait mise à jour +pediatrie/);
    app.contentChanged.emit();
    expect((await request(app).get('/nos-services/pediatrie')).text).not.toContain('Des familles qui appellent');

    const real = await runAdmin('content-import', [file], { database });
    expect(real.code, real.output).toBe(0);
    expect(real.output).toMatch(/mise à jour +pediatrie/);
    app.contentChanged.emit();
    expect((await request(app).get('/nos-services/pediatrie')).text).toContain('Des familles qui appellent');
    expect((await runAdmin('content-import', [file], { database })).output).toMatch(/inchangée +pediatrie/);

    const broken = path.join(dir, 'sans-titre.md');
    fs.writeFileSync(broken, original.replace(/^title: .*\n/m, ''));
    const refused = await runAdmin('content-import', [broken], { database });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`${path.relative(repoRoot, broken)} : title : manque`);
    app.contentChanged.emit();
    expect((await request(app).get('/nos-services/pediatrie')).text).toContain('Des familles qui appellent');

    const wrongQuestion = path.join(dir, 'questions.md');
    fs.writeFileSync(
      wrongQuestion,
      fs
        .readFileSync(path.join(repoRoot, 'content/pages/questions.md'), 'utf8')
        .replace('  - Pourquoi les prix ne sont-ils pas affichés\u00a0?', '  - Une question absente ?'),
    );
    expect((await runAdmin('content-import', [wrongQuestion], { database })).output).toContain(
      'tarifs : « Une question absente ? » n’est pas un titre « ## » de ce fichier',
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

/** Issue 48: a speciality page shows one doctor's words, from its own speciality when the owner has some. */
describe('the testimonial of a speciality page and of /belgique', () => {
  it('the spec’s quote of that speciality until the owner imports some; then the one the owner gave that page, else their first', async ({
    app,
    database,
  }) => {
    const quoteOf = async (path: string) => {
      const html = (await request(app).get(path)).text;
      return /<div class="landing-proof">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    };
    await expect(quoteOf('/nos-services/pediatrie')).resolves.toContain('Pédiatre, Bordeaux');
    await expect(quoteOf('/nos-services/chirurgie')).resolves.toContain('Chirurgien, Namur');
    await expect(quoteOf('/belgique')).resolves.toContain('Dermatologue, Bruxelles');

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'temoignages-'));
    try {
      const file = (name: string, lines: string) =>
        fs.writeFileSync(
          path.join(dir, `${name}.md`),
          `---\n${lines}\nconsent: 2026-01-10\n---\nLes mots de ${name}.\n`,
        );
      file('dr-premier', 'name: Dr Premier\nspecialty: Médecin généraliste\ncity: Lyon\norder: 1');
      file('dr-pediatre', 'name: Dr Pédiatre\nspecialty: Pédiatre\ncity: Nantes\nspecialtyPage: pediatrie\norder: 2');
      expect((await runAdmin('testimonials-import', [dir], { database })).code).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    app.contentChanged.emit();

    const pediatrie = await quoteOf('/nos-services/pediatrie');
    expect(pediatrie).toContain('Dr Pédiatre');
    expect(pediatrie).not.toContain('Dr Premier');
    expect(pediatrie).not.toContain('Pédiatre, Bordeaux');
    await expect(quoteOf('/nos-services/chirurgie')).resolves.toContain('Dr Premier');
    await expect(quoteOf('/belgique')).resolves.toContain('Dr Premier');
  });
});
