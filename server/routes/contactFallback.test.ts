import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/helpers/testApp';
import { createTestDatabase } from '../../tests/helpers/testDatabase';
import { settingsRepo } from '../settings/repo';

describe('contact details while the database is away', () => {
  it('pages show the last details read, not the shipped examples', async () => {
    const database = await createTestDatabase();
    const app = createTestApp(database);
    await settingsRepo(database.db).set('contact', { phone: '+33123456789' });
    expect((await request(app).get('/contact')).text).toContain('tel:+33123456789');
    await database.close();
    // What a content change does: pages and settings kept are dropped, the next read fails.
    app.pageCache.clear();
    const page = await request(app).get('/contact');
    expect(page.text).toContain('tel:+33123456789');
    expect(page.text).not.toContain('tel:+33199001234');
  });
});
