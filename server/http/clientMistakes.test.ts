import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';

/** Every line the app logs, kept to check that a client's mistake is never an error-level line. */
const lines: { level: number; msg: string }[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  }),
);
const errorLines = () => lines.filter((line) => line.level >= 50).map((line) => line.msg);

const it = test.override('appOptions', { logger });
const quote = { name: 'Dr Anne Roche', email: 'anne.roche@exemple.fr', message: 'Pouvez-vous me rappeler ?' };

describe('a client’s mistakes are 4xx answers, never a 500 or an error-level log', () => {
  it.beforeEach(() => {
    lines.length = 0;
  });

  it('malformed percent-encoding in an API path or a page path', async ({ app }) => {
    const api = await request(app).get('/api/v1/blog/%ff');
    expect(api.status).toBe(400);
    expect(api.body.error.code).toBe('invalid_path');
    const page = await request(app).get('/blog/%ff');
    expect(page.status).toBe(400);
    expect(page.text).not.toMatch(/URIError|at .*\.js/);
    expect(errorLines()).toEqual([]);
  });

  it('a body that says gzip but is not: 415, and an unknown encoding too', async ({ app }) => {
    for (const encoding of ['gzip', 'compress']) {
      const res = await request(app)
        .post('/api/v1/contact')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send(JSON.stringify(quote));
      expect(res.status, encoding).toBe(415);
      expect(res.body.error.code).toBe('unsupported_encoding');
    }
    expect(errorLines()).toEqual([]);
  });

  it('wrong types and shapes: 400 with the field named', async ({ app }) => {
    const numbers = await request(app)
      .post('/api/v1/contact')
      .send({ ...quote, name: 42 });
    expect(numbers.status).toBe(400);
    expect(Object.keys(numbers.body.error.fields)).toContain('name');
    const array = await request(app).post('/api/v1/contact').send([quote]);
    expect(array.status).toBe(400);
    const visit = await request(app)
      .post('/api/v1/analytics/visit')
      .send({ url: { nested: true } });
    expect(visit.status).toBe(400);
    const page = await request(app).get('/api/v1/blog?page=abc&per_page=-3');
    expect(page.status).toBeLessThan(500);
    expect(errorLines()).toEqual([]);
  });

  it('a form post in another encoding or an unknown method on a page', async ({ app }) => {
    const form = await request(app)
      .post('/contact')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .set('Content-Encoding', 'gzip')
      .send('nom=x');
    expect(form.status).toBe(415);
    const method = await request(app).delete('/contact');
    expect(method.status).toBe(404);
    expect(errorLines()).toEqual([]);
  });
});
