import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, testEnv } from '../../tests/helpers/testApp';
import { createTestDatabase } from '../../tests/helpers/testDatabase';

afterEach(() => vi.restoreAllMocks());

describe('a page rendered for one request', () => {
  it('is not aborted once it was sent: the request closing afterwards costs nothing', async () => {
    const database = await createTestDatabase();
    // No page cache: every request renders, as when PAGE_CACHE_TTL_SECONDS=0.
    const app = createTestApp(database, { env: testEnv({ PAGE_CACHE_TTL_SECONDS: '0' }) });
    const aborts = vi.spyOn(AbortController.prototype, 'abort');
    for (const path of ['/', '/nos-tarifs', '/page-qui-n-existe-pas']) await request(app).get(path);
    // Node closes every request after its response; an abort then would build an
    // exception with its stack trace for a render that is already over.
    await new Promise((resolve) => setImmediate(resolve));
    expect(aborts).not.toHaveBeenCalled();
    await database.close();
  });
});
