import request from 'supertest';
import { describe, expect } from 'vitest';
import { it, test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { postForm, quote } from '../../tests/helpers/formPosts';
import { defaultTiers } from '../http/rateLimit';

/**
 * `/quelle-formule` without JavaScript (docs/decisions/062-the-plan-finder.md): the GET form
 * answered by the server, the quote link that carries the plan and the answers, and the
 * page cache left as it was by the visitors' answers (docs/decisions/045).
 */
test.override('appOptions', { rateLimits: { ...defaultTiers, forms: { limit: 1_000, windowMs: 60_000 } } });

const SITE = 'https://www.secretalia.fr';
const decode = (html: string) => html.replace(/&amp;/g, '&');
/** The text of an element, tags removed (the result's heading). */
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/[ \t\r\n]+/g, ' ');
const resultHeading = (html: string) => text(/<h2 id="conseil-titre"[^>]*>(.*?)<\/h2>/s.exec(html)?.[1] ?? '');
const quoteLink = (html: string) =>
  decode(/<a class="btn btn-cta" href="([^"]+)" data-cta="estimateur"/.exec(html)?.[1] ?? '');

describe('/quelle-formule without JavaScript', () => {
  it('asks the five questions in fieldsets and labelled fields, and shows no price', async ({ app }) => {
    const page = await request(app).get('/quelle-formule');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1 id="quelle-formule-title">Quelle formule pour mon cabinet\u00a0?</h1>');
    expect(page.text).toContain('<form class="form finder-form" action="/quelle-formule#conseil" method="get">');
    for (const name of ['praticiens', 'appels', 'minutes'])
      expect(page.text).toMatch(new RegExp(`<label for="formule-${name}"[^>]*>`));
    expect(page.text.match(/<legend/g)?.length).toBe(3);
    expect(page.text).toContain('à ajuster selon votre cabinet');
    expect(page.text).toContain('https://francais.medscape.com/voirarticle/3386049');
    expect(page.text).not.toMatch(/€|\beuros?\b/);
    expect(page.text).toContain('"@type":"BreadcrumbList"');
  });

  it.for([
    ['praticiens=4&structure=centre&conges=non&weekend=aucun&appels=60&minutes=2%2C2', 'COLLECTIF', 'collectif'],
    ['praticiens=1&structure=cabinet&conges=non&weekend=samedi&appels=&minutes=3', 'CONTINUITÉ+', 'continuite'],
    ['praticiens=1&structure=cabinet&conges=non&weekend=aucun&appels=25&minutes=2%2C2', 'STANDARD', 'standard'],
    ['praticiens=1&structure=cabinet&conges=oui&weekend=aucun', 'SÉRÉNITÉ', 'serenite'],
  ])(
    'answers %s with %s, its reasons, and a quote link for that plan named `estimateur`',
    async ([query, title, id], { app }) => {
      const page = await request(app).get(`/quelle-formule?${query}`);
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(resultHeading(page.text)).toBe(`La formule ${title}`);
      expect(page.text.match(/<ul class="finder-reasons">(.*?)<\/ul>/s)?.[1]?.match(/<li>/g)?.length).toBe(3);
      const link = new URL(quoteLink(page.text), SITE);
      expect(link.pathname).toBe('/demande-devis');
      expect(link.searchParams.get('formule')).toBe(id);
      expect(link.searchParams.get('depuis')).toBe('estimateur');
      // The answers go along, the visitor's own values kept as typed.
      expect(new URL(page.request.url, SITE).searchParams.get('praticiens')).toBe(link.searchParams.get('praticiens'));
    },
  );

  it('estimates the phone time a month from the doctor’s figures: 60 calls of 2.2 min, « 47 h 40 »', async ({
    app,
  }) => {
    const page = await request(app).get(
      '/quelle-formule?praticiens=4&structure=centre&conges=non&weekend=aucun&appels=60&minutes=2%2C2',
    );
    expect(text(page.text)).toContain(
      'Environ 47\u00a0h\u00a040 de téléphone par mois\u00a0: 60 appels par jour × 2,2',
    );
  });

  it('shows a French message under each answer at fault, and no result', async ({ app }) => {
    const page = await request(app).get('/quelle-formule?praticiens=0&structure=cabinet&appels=beaucoup');
    expect(page.status).toBe(200);
    expect(page.text).toContain(
      '<p class="field-error" id="formule-praticiens-erreur">Indiquez un nombre de praticiens entre 1 et 200.</p>',
    );
    expect(page.text).toContain('Dites-nous si vous avez besoin du samedi ou du dimanche.');
    expect(page.text).toMatch(/id="formule-praticiens"[^>]*aria-invalid="true"/);
    expect(page.text).not.toContain('conseil-titre');
  });

  it('50 different sets of answers leave the page cache as it was', async ({ app }) => {
    expect((await request(app).get('/quelle-formule')).status).toBe(200);
    const kept = app.pageCache.size;
    const bytes = app.pageCache.bytes;
    for (let i = 1; i <= 50; i++) {
      const answers = `praticiens=${i}&structure=${i % 2 ? 'cabinet' : 'centre'}&conges=oui&weekend=aucun&appels=${i * 3}&minutes=2`;
      const page = await request(app).get(`/quelle-formule?${answers}`);
      expect(page.status).toBe(200);
      expect((await request(app).get(quoteLink(page.text))).status).toBe(200);
    }
    expect(app.pageCache.size).toBe(kept);
    expect(app.pageCache.bytes).toBe(bytes);
  });

  it('the quote form opens with the plan chosen and the answers in the message; the lead records `estimateur`', async ({
    app,
    database,
  }) => {
    const finder = await request(app).get(
      '/quelle-formule?praticiens=3&structure=groupe&conges=oui&weekend=aucun&appels=40&minutes=2%2C2',
    );
    const href = quoteLink(finder.text);
    const form = await request(app).get(href);
    expect(form.status).toBe(200);
    expect(form.text).toContain('<input type="radio" name="plan" checked="" value="collectif"/>');
    const message = /<textarea id="devis-message"[^>]*>([^<]*)<\/textarea>/.exec(form.text)?.[1] ?? '';
    expect(message).toContain('Mes réponses au questionnaire');
    expect(message).toContain('- Praticiens : 3');
    expect(message).toContain('- Formule conseillée : COLLECTIF');

    const email = 'estimateur-sans-javascript@exemple.fr';
    const sent = await postForm(app, '/demande-devis', { ...quote, plan: 'collectif', email, provenance: '' }).set(
      'Referer',
      `${SITE}${href}`,
    );
    expect(sent.status).toBe(303);
    const run = await runAdmin('leads-export', ['--format', 'json'], { database });
    const lead = (JSON.parse(run.stdout) as Record<string, unknown>[]).find((row) => row.email === email);
    expect(lead).toMatchObject({ plan: 'collectif', cta: 'estimateur' });
  });
});
