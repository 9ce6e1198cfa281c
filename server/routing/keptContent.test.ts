import request from 'supertest';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { PageCache } from '../render/pageCache';

// The page cache off: every request renders its page, as every page the cache does not hold.
test.override('appOptions', { pageCache: new PageCache(0) });

describe('what every page shows is read once, until content changes', () => {
  test(
    'an uncached home page asks the database nothing once warm; an import shows at once after its notification',
    { timeout: 120_000 },
    async ({ app, database }) => {
      let queries = 0;
      database.db.on('query', () => (queries += 1));
      await request(app).get('/');
      queries = 0;
      for (let i = 0; i < 3; i++) expect((await request(app).get(`/?visit=${i}`)).status).toBe(200);
      expect(queries).toBe(0);

      expect((await runAdmin('testimonials-import', ['docs/examples/temoignage'], { database })).code).toBe(0);
      expect((await runAdmin('team-import', ['docs/examples/equipe'], { database })).code).toBe(0);
      // Until the notification, the people read before are shown.
      expect((await request(app).get('/')).text).not.toContain('Dr Camille Exemple');
      // What the content-change notification does on every instance (server/index.ts).
      app.contentChanged.emit();
      const html = (await request(app).get('/')).text;
      expect(html).toContain('Dr Camille Exemple');
      expect(html).toContain('Secrétaire médicale');
      for (const path of ['/pourquoi-secretalia', '/nos-tarifs', '/la-redaction'])
        expect((await request(app).get(path)).text, path).toMatch(/Dr Camille Exemple|Secrétaire médicale/);

      queries = 0;
      await request(app).get('/?visit=again');
      expect(queries).toBe(0);
    },
  );
});
