import request from 'supertest';
import { describe, expect } from 'vitest';
import { it } from '../../tests/fixtures';
import { createTestApp } from '../../tests/helpers/testApp';
import { createTestDatabase } from '../../tests/helpers/testDatabase';
import type { App } from '../app';
import { settingsRepo } from '../settings/repo';

describe('contact details while the database is away', () => {
  it('pages show the last details read, not the shipped examples', async () => {
    // A database of the test's own: it goes away mid-test (closed in the finally, whatever happens before).
    const database = await createTestDatabase();
    let app: App;
    try {
      app = createTestApp(database);
      await settingsRepo(database.db).set('contact', { phone: '+33123456789' });
      expect((await request(app).get('/contact')).text).toContain('tel:+33123456789');
    } finally {
      await database.close();
    }
    // What a content change does: pages and settings kept are dropped, the next read fails.
    app.contentChanged.emit();
    const page = await request(app).get('/contact');
    expect(page.text).toContain('tel:+33123456789');
    expect(page.text).not.toContain('tel:+33199001234');
  });
});
