import request from 'supertest';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { signInAs } from '../../tests/helpers/staff';
import { importLandingPages } from '../landing/import';
import { settingsRepo } from '../settings/repo';

/**
 * The owner's preview (issue 47, item 3): a question whose answer needs a fact not set
 * is not on the public site; the espace shows it, marked, with the fact it lacks and the
 * command that sets it, and stops marking it once the fact is set.
 */
/** The shipped pages of content/pages/, imported as a new site does. */
const it = test.extend('imported', { scope: 'file', auto: true }, async ({ database }) => {
  const report = await importLandingPages(database, ['content/pages']);
  if (report.errors.length) throw new Error(report.errors.map((error) => error.message).join('\n'));
  return true;
});

const QUESTION = 'Suis-je engagé, et comment arrêter';
const FACT = 'Le préavis de résiliation et comment nous prévenir';

describe('the owner’s preview of the pages', () => {
  it('is behind the espace’s session', async ({ app }) => {
    for (const address of ['/espace/apercu', '/espace/apercu/questions']) {
      const res = await request(app).get(address);
      expect(res.status, address).toBe(303);
      expect(res.headers.location, address).toMatch(/^\/espace\/connexion/);
    }
  });

  it('shows the questions hidden for lack of a fact, marked with the fact; the public page does not; set, no longer marked', async ({
    app,
    database,
  }) => {
    const settings = settingsRepo(database.db);
    const cookie = await signInAs(database.db, 'claire.apercu@secretalia.fr', 'Claire Essai');
    await settings.set('facts', {});
    app.contentChanged.emit();
    try {
      const list = await request(app).get('/espace/apercu').set('Cookie', cookie);
      expect(list.status).toBe(200);
      expect(list.headers['cache-control']).toBe('no-store');
      expect(list.text).toContain('href="/espace/apercu/questions"');
      expect(list.text).toContain(`La question « ${QUESTION}`);
      expect(list.text).toContain(`il manque le fait “${FACT}”`);
      expect(list.text).toContain('npm run settings:facts -- notice-period=…');
      // Linked from the espace's navigation.
      const inbox = await request(app).get('/espace').set('Cookie', cookie);
      expect(inbox.text).toContain('href="/espace/apercu"');

      const preview = await request(app).get('/espace/apercu/questions').set('Cookie', cookie);
      expect(preview.status).toBe(200);
      expect(preview.headers['cache-control']).toBe('no-store');
      expect(preview.headers['x-robots-tag']).toContain('noindex');
      expect(preview.text).toContain('<meta name="robots" content="noindex"');
      const question = preview.text.slice(preview.text.indexOf(QUESTION));
      expect(question.slice(0, question.indexOf('</details>'))).toMatch(
        /masquée aux visiteurs[\s\S]*Masqué aux visiteurs\u00a0: il manque le fait “Le préavis de résiliation et comment nous prévenir” — <code>npm run settings:facts -- notice-period=…<\/code>/,
      );
      expect(app.pageCache.size).toBe(0);
      // A speciality's page previews too; an address that names no page is not found.
      expect((await request(app).get('/espace/apercu/pediatrie').set('Cookie', cookie)).status).toBe(200);
      expect((await request(app).get('/espace/apercu/nulle-part').set('Cookie', cookie)).status).toBe(404);

      const visitors = await request(app).get('/questions-frequentes');
      expect(visitors.status).toBe(200);
      expect(visitors.text).not.toContain(QUESTION);
      expect(visitors.text).not.toContain('Masqué aux visiteurs');

      await settings.set('facts', { 'notice-period': 'un mois, par e-mail' });
      app.contentChanged.emit();
      const set = await request(app).get('/espace/apercu/questions').set('Cookie', cookie);
      const answered = set.text.slice(set.text.indexOf(QUESTION));
      expect(answered.slice(0, answered.indexOf('</details>'))).toContain(
        'Préavis de résiliation\u00a0: un mois, par e-mail.',
      );
      expect(answered.slice(0, answered.indexOf('</details>'))).not.toContain('asqué');
      expect((await request(app).get('/espace/apercu').set('Cookie', cookie)).text).not.toContain(
        `La question « ${QUESTION}`,
      );
      expect((await request(app).get('/questions-frequentes')).text).toContain(QUESTION);
    } finally {
      await settings.set('facts', {});
      app.contentChanged.emit();
    }
  });
});
