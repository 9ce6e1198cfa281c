import request from 'supertest';
import { describe, expect } from 'vitest';
import { testimonialsFor, type SignedTestimonial } from '../../shared/people';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';

const ANONYMOUS = {
  '/': 'Pédiatre, Bordeaux',
  '/pourquoi-secretalia': 'Ophtalmologue, Lille',
  '/nos-tarifs': 'Gynécologue, Toulouse',
};
const lastmodOf = (xml: string, path: string) =>
  new RegExp(`<loc>https://www.secretalia.fr${path}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];

/** The pages a doctor reads, before and after the owner imports the people of docs/examples/. */
describe('testimonials and team on the pages', () => {
  test('the spec’s quotes and no team until the owner imports some; then the signed testimonial and the team, with their photos, and the pages’ dates move', async ({
    app,
    database,
  }) => {
    for (const [path, author] of Object.entries(ANONYMOUS)) {
      const html = (await request(app).get(path)).text;
      expect(html, path).toContain(author);
      expect(html, path).not.toContain('team-member');
    }
    const before = (await request(app).get('/sitemap.xml')).text;
    expect(lastmodOf(before, '/nos-tarifs')).not.toMatch(/^2030/);

    expect((await runAdmin('testimonials-import', ['docs/examples/temoignage'], { database })).code).toBe(0);
    expect((await runAdmin('team-import', ['docs/examples/equipe'], { database })).code).toBe(0);
    app.contentChanged.emit();

    for (const path of Object.keys(ANONYMOUS)) {
      const html = (await request(app).get(path)).text;
      // Signed, with the practice and the city, and the photo in 1x to 3x from the site's media.
      expect(html, path).toContain('Dr Camille Exemple');
      expect(html, path).toContain('Cabinet médical Exemple');
      expect(html, path).toMatch(
        /<img class="testimonial-photo" src="\/media\/[0-9a-f]{32}\.webp" srcSet="\/media\/[0-9a-f]{32}\.webp 96w, \/media\/[0-9a-f]{32}\.webp 192w, \/media\/[0-9a-f]{32}\.webp 288w"/,
      );
      expect(html, path).not.toContain(ANONYMOUS[path as keyof typeof ANONYMOUS]);
    }
    for (const path of ['/', '/pourquoi-secretalia', '/la-redaction']) {
      const html = (await request(app).get(path)).text;
      expect(html, path).toMatch(
        /<figure class="team-member"><img class="team-portrait" src="\/media\/[0-9a-f]{32}\.webp"[^>]* width="600" height="800" alt="[^"]+"/,
      );
      expect(html, path).toContain('Secrétaire médicale');
    }
    // A photo's address answers, as the page's visitors will load it.
    const photo = /<img class="testimonial-photo" src="(\/media\/[0-9a-f]{32}\.webp)"/.exec(
      (await request(app).get('/')).text,
    )![1]!;
    expect((await request(app).get(photo)).headers['content-type']).toBe('image/webp');

    // Each page that shows them changed when they last did (dates to come, to stand out from the copy's).
    await database.db('testimonials').update({ updated_at: new Date('2030-01-15T10:00:00Z') });
    await database.db('team_members').update({ updated_at: new Date('2030-02-15T10:00:00Z') });
    const after = (await request(app).get('/sitemap.xml')).text;
    expect([
      lastmodOf(after, '/'),
      lastmodOf(after, '/pourquoi-secretalia'),
      lastmodOf(after, '/nos-tarifs'),
      lastmodOf(after, '/la-redaction'),
    ]).toEqual([
      '2030-02-15T10:00:00.000Z',
      '2030-02-15T10:00:00.000Z',
      '2030-01-15T10:00:00.000Z',
      '2030-02-15T10:00:00.000Z',
    ]);
    expect(lastmodOf(after, '/nos-services')).toBe(lastmodOf(before, '/nos-services'));
  });
});

describe('testimonialsFor', () => {
  const signed = (n: number): SignedTestimonial[] =>
    Array.from({ length: n }, (_, i) => ({
      quote: `Mot ${i}`,
      name: `Dr ${i}`,
      specialty: 'Pédiatre',
      city: 'Nantes',
    }));
  const names = (page: 'home' | 'why' | 'pricing', n: number) => testimonialsFor(page, signed(n))?.map((t) => t.name);

  test('none: the page keeps the spec’s quotes', () => {
    expect(testimonialsFor('home', [])).toBeUndefined();
  });

  test('three or fewer: all of them on every page', () => {
    expect(names('home', 2)).toEqual(['Dr 0', 'Dr 1']);
    expect(names('pricing', 3)).toEqual(['Dr 0', 'Dr 1', 'Dr 2']);
  });

  test('more: three by three, a visitor reading on meets other doctors', () => {
    expect([names('home', 9), names('why', 9), names('pricing', 9)]).toEqual([
      ['Dr 0', 'Dr 1', 'Dr 2'],
      ['Dr 3', 'Dr 4', 'Dr 5'],
      ['Dr 6', 'Dr 7', 'Dr 8'],
    ]);
    expect([names('home', 4), names('why', 4), names('pricing', 4)]).toEqual([
      ['Dr 0', 'Dr 1', 'Dr 2'],
      ['Dr 3', 'Dr 0', 'Dr 1'],
      ['Dr 2', 'Dr 3', 'Dr 0'],
    ]);
  });
});
