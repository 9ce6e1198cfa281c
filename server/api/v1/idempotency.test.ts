import request from 'supertest';
import { describe, expect } from 'vitest';
import { test } from '../../../tests/fixtures';
import { defaultTiers } from '../../http/rateLimit';

/** `Idempotency-Key` on POST /api/v1/contact and /api/v1/newsletter/subscribe (docs/DECISIONS.md). */
let queued = 0;
test.override('appOptions', {
  rateLimits: { ...defaultTiers, forms: { limit: 1_000, windowMs: 60_000 } },
  onMailQueued: () => (queued += 1),
});

const valid = { name: 'Dr Claire Morel', email: 'claire.morel@exemple.fr', message: 'Bonjour, je souhaite un rappel.' };
let counter = 0;
/** A key of this test's own: every test starts from keys never seen. */
const freshKey = () => `test-${Date.now()}-${(counter += 1)}`;

/**
 * Per test: no lead, mail or subscriber, nothing queued yet; then the two endpoints of the
 * file's app (with an Idempotency-Key when given one) and the count of a table's rows.
 */
const it = test.extend('api', async ({ app, database }) => {
  queued = 0;
  await database.db('email_outbox').delete();
  await database.db('leads').delete();
  await database.db('newsletter_subscribers').delete();
  const post = (path: string) => (body: unknown, key?: string) => {
    const req = request(app).post(path);
    if (key !== undefined) req.set('Idempotency-Key', key);
    return req.send(body as object);
  };
  return {
    contact: post('/api/v1/contact'),
    subscribe: post('/api/v1/newsletter/subscribe'),
    count: async (table: string) => Number((await database.db(table).count({ n: '*' }))[0]!.n),
  };
});

describe('Idempotency-Key on POST /api/v1/contact', () => {
  it('answers a retry with the first answer, and stores and queues nothing new', async ({
    api: { contact, count },
  }) => {
    const key = freshKey();
    const first = await contact(valid, key);
    expect(first.status).toBe(201);
    const again = await contact(valid, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await count('leads')).toBe(1);
    expect(await count('email_outbox')).toBe(1);
    expect(queued).toBe(1);
  });

  it('takes the same submission written otherwise (key order, spacing) as the same', async ({
    app,
    api: { contact, count },
  }) => {
    const key = freshKey();
    const first = await contact(valid, key);
    const reordered = `{ "message": ${JSON.stringify(valid.message)},\n  "email": ${JSON.stringify(valid.email)}, "name": ${JSON.stringify(valid.name)} }`;
    const again = await request(app)
      .post('/api/v1/contact')
      .set('Idempotency-Key', key)
      .set('Content-Type', 'application/json')
      .send(reordered);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await count('leads')).toBe(1);
  });

  it('refuses the same key with another submission (422), storing nothing', async ({ api: { contact, count } }) => {
    const key = freshKey();
    expect((await contact(valid, key)).status).toBe(201);
    const other = await contact({ ...valid, message: 'Un autre message.' }, key);
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
    expect(other.body.error.message).toMatch(/clé d’idempotence/);
    expect(await count('leads')).toBe(1);
  });

  it.for<[string, string]>([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['with a space', 'une clé'],
    ['not ASCII', 'clé-été'],
  ])('refuses an invalid key (%s) with a 400 in French', async ([, key], { app, api: { count } }) => {
    const res = await request(app)
      .post('/api/v1/contact')
      .set('Idempotency-Key', Buffer.from(key, 'utf8').toString('latin1'))
      .send(valid);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: { code: 'invalid_idempotency_key', message: expect.stringMatching(/^La clé d’idempotence/) },
    });
    expect(await count('leads')).toBe(0);
  });

  it('takes a key of 255 visible characters', async ({ api: { contact } }) => {
    expect((await contact(valid, '~'.repeat(255))).status).toBe(201);
  });

  it('lets a request that was refused (400) be retried with the same key', async ({ api: { contact, count } }) => {
    const key = freshKey();
    expect((await contact({ ...valid, email: 'pas-un-email' }, key)).status).toBe(400);
    const retry = await contact(valid, key);
    expect(retry.status).toBe(201);
    expect(await count('leads')).toBe(1);
  });

  it('lets a request that failed on our side (database away: 503) be retried with the same key', async ({
    database,
    api: { contact, count },
  }) => {
    const { db } = database;
    // The notification's insert fails as a lost connection would, after the lead's: the whole transaction goes.
    await db.raw(`create function fail_outbox() returns trigger language plpgsql as $$
                  begin raise exception 'terminating connection' using errcode = '57P01'; end $$`);
    await db.raw(
      'create trigger fail_outbox before insert on email_outbox for each row execute function fail_outbox()',
    );
    const key = freshKey();
    try {
      const failed = await contact(valid, key);
      expect(failed.status).toBe(503);
      expect(await count('leads')).toBe(0);
      expect(await db('idempotency_keys').where({ key }).first()).toBeUndefined();
    } finally {
      await db.raw('drop trigger fail_outbox on email_outbox');
      await db.raw('drop function fail_outbox()');
    }
    const retry = await contact(valid, key);
    expect(retry.status).toBe(201);
    expect(await count('leads')).toBe(1);
    expect(await count('email_outbox')).toBe(1);
  });

  it('stores one lead when two requests with the same key arrive at once', async ({ api: { contact, count } }) => {
    const key = freshKey();
    const answers = await Promise.all([contact(valid, key), contact(valid, key), contact(valid, key)]);
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((res) => res.body.id)).size).toBe(1);
    expect(await count('leads')).toBe(1);
    expect(await count('email_outbox')).toBe(1);
  });

  it('stores each post without a key, as before', async ({ api: { contact, count } }) => {
    await contact(valid);
    await contact(valid);
    expect(await count('leads')).toBe(2);
  });

  it('forgets a key after 24 hours', async ({ database, api: { contact, count } }) => {
    const key = freshKey();
    const first = await contact(valid, key);
    await database
      .db('idempotency_keys')
      .where({ key })
      .update({ created_at: new Date(Date.now() - 25 * 3_600_000) });
    const later = await contact({ ...valid, message: 'Le lendemain.' }, key);
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
    expect(await count('leads')).toBe(2);
  });
});

describe('Idempotency-Key on POST /api/v1/newsletter/subscribe', () => {
  it('answers a retry with the first answer and queues one confirmation mail', async ({
    api: { subscribe, count },
  }) => {
    const key = freshKey();
    const first = await subscribe({ email: 'jeanne@exemple.fr' }, key);
    expect(first.status).toBe(200);
    // Capitals or not, the validated address is the same: the same submission.
    const again = await subscribe({ email: 'Jeanne@Exemple.fr' }, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ subscribed: true });
    expect(await count('newsletter_subscribers')).toBe(1);
    expect(await count('email_outbox')).toBe(1);
    expect(queued).toBe(1);
  });

  it('refuses the same key with another address (422)', async ({ api: { subscribe, count } }) => {
    const key = freshKey();
    expect((await subscribe({ email: 'jeanne@exemple.fr' }, key)).status).toBe(200);
    const other = await subscribe({ email: 'paul@exemple.fr' }, key);
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
    expect(await count('newsletter_subscribers')).toBe(1);
  });

  it('refuses an invalid key with a 400', async ({ api: { subscribe } }) => {
    const res = await subscribe({ email: 'jeanne@exemple.fr' }, '');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_idempotency_key');
  });

  it('keeps the keys of the contact and newsletter endpoints apart', async ({ api: { contact, subscribe, count } }) => {
    const key = freshKey();
    expect((await contact(valid, key)).status).toBe(201);
    expect((await subscribe({ email: 'jeanne@exemple.fr' }, key)).status).toBe(200);
    expect(await count('newsletter_subscribers')).toBe(1);
    expect((await contact(valid, key)).status).toBe(201);
    expect(await count('leads')).toBe(1);
  });
});
