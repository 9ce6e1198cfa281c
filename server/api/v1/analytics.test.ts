import request from 'supertest';
import { describe, expect } from 'vitest';
import { test } from '../../../tests/fixtures';

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const visit = {
  url: 'https://www.secretalia.fr/nos-tarifs?utm_source=x',
  referrer: 'https://www.google.fr/search?q=secretariat',
  page_title: 'Nos tarifs | Secretalia',
  screen_width: 390,
  screen_height: 844,
  timezone: 'Europe/Paris',
  language: 'fr-FR',
};

/** `send(body, ua)`: a visit posted to the file's app, by a browser unless told otherwise. */
const it = test.extend(
  'send',
  async ({ app }) =>
    (body: unknown, ua = BROWSER) =>
      request(app)
        .post('/api/v1/analytics/visit')
        .set('User-Agent', ua)
        .send(body as object),
);

describe('POST /api/v1/analytics/visit', () => {
  it('records the seven fields and nothing else, answering 204', async ({ database, send }) => {
    const res = await send(visit);
    expect(res.status).toBe(204);
    const rows = await database.db('page_visits').select();
    expect(rows).toHaveLength(1);
    const { id, created_at, ...stored } = rows[0];
    expect(id).toBeDefined();
    expect(created_at).toBeInstanceOf(Date);
    expect(stored).toEqual(visit);
  });

  it('accepts a sendBeacon body sent as text/plain, and a null referrer', async ({ database, app }) => {
    const res = await request(app)
      .post('/api/v1/analytics/visit')
      .set('User-Agent', BROWSER)
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send(JSON.stringify({ ...visit, url: 'https://www.secretalia.fr/', referrer: null }));
    expect(res.status).toBe(204);
    expect(await database.db('page_visits').where({ url: 'https://www.secretalia.fr/' }).first()).toMatchObject({
      referrer: null,
    });
  });

  it('answers bots with 204 but does not count them', async ({ database, send }) => {
    const before = Number((await database.db('page_visits').count({ n: '*' }).first())!.n);
    for (const ua of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'Mozilla/5.0 HeadlessChrome/120',
      'curl/8.0',
      '',
    ]) {
      expect((await send(visit, ua)).status).toBe(204);
    }
    expect(Number((await database.db('page_visits').count({ n: '*' }).first())!.n)).toBe(before);
  });

  it.for<[string, object, string]>([
    ['no url', { ...visit, url: undefined }, 'url'],
    ['a huge url', { ...visit, url: `https://x.fr/${'a'.repeat(3_000)}` }, 'url'],
    ['a negative width', { ...visit, screen_width: -1 }, 'screen_width'],
    ['a text width', { ...visit, screen_width: 'large' }, 'screen_width'],
    ['a long language', { ...visit, language: 'x'.repeat(100) }, 'language'],
  ])('refuses %s with a 400', async ([, body, field], { send }) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty(field);
  });

  it('stores no address or cookie and sets none', async ({ database, send }) => {
    const res = await send(visit);
    expect(res.headers['set-cookie']).toBeUndefined();
    const columns = Object.keys(await database.db('page_visits').columnInfo());
    expect(columns.sort()).toEqual([
      'created_at',
      'id',
      'language',
      'page_title',
      'referrer',
      'screen_height',
      'screen_width',
      'timezone',
      'url',
    ]);
  });
});
