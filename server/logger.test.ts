import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { describe, expect } from 'vitest';
import { it, test } from '../tests/fixtures';

/** The app's log lines, as JSON. */
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
test.override('appOptions', { logger: pino({ level: 'info' }, sink) });

/** The request log as ops read it: one JSON line per request, naming the address the client asked for. */
describe('request log', () => {
  it('names the full path of a request handled inside a router (the API), not the router-relative one', async ({
    app,
  }) => {
    await request(app)
      .post('/api/v1/contact')
      .set('Origin', 'https://www.secretalia.fr')
      .send({ name: 'A', email: 'pas-une-adresse', message: 'x' });
    await request(app).get('/api/v1/blog?page=1');
    const requests = lines.filter((line) => line.req);
    expect(requests.map((line) => line.msg)).toEqual(['POST /api/v1/contact 400', 'GET /api/v1/blog?page=1 200']);
    expect(requests.map((line) => (line.req as { url: string }).url)).toEqual([
      '/api/v1/contact',
      '/api/v1/blog?page=1',
    ]);
  });

  it('never writes an espace enrolment link’s token, a secret until used', async ({ app }) => {
    const token = 'x'.repeat(43);
    await request(app).get(`/espace/inscription/${token}`);
    await request(app).post(`/espace/inscription/${token}/options`).set('Origin', 'https://www.secretalia.fr');
    const written = JSON.stringify(lines);
    expect(written).not.toContain(token);
    expect(written).toContain('GET /espace/inscription/*** 410');
    expect(written).toContain('POST /espace/inscription/***/options 410');
  });
});

describe('the espace in the request log', () => {
  it('writes down no name, address or phone searched in the inbox, signed in or not', async ({ app, database }) => {
    const { signInAs } = await import('../tests/helpers/staff');
    const cookie = await signInAs(database.db, 'journal.test@secretalia.fr', 'Journal Essai');
    lines.length = 0;
    await request(app).get('/espace/demandes?statut=nouveau&q=Dr+Fictive+Exemple&page=2').set('Cookie', cookie);
    await request(app).get('/espace/demandes?q=fictive%40exemple.fr');
    await request(app).get('/espace/export.csv?q=06+00+00+00+01').set('Cookie', cookie);
    await request(app).get('/espace/connexion?suite=%2Fespace%2Fdemandes%3Fq%3DFictive%26page%3D2');
    const urls = lines.filter((line) => line.req).map((line) => (line.req as { url: string }).url);
    expect(urls).toEqual([
      '/espace/demandes?statut=nouveau&q=***&page=2',
      '/espace/demandes?q=***',
      '/espace/export.csv?q=***',
      '/espace/connexion?suite=%2Fespace%2Fdemandes%3Fq%3D***%26page%3D2',
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/Fictive|fictive|06\+00/);
  });
});

describe('what the team does in the espace', () => {
  it('is written with the member who did it, by their number: a status changed, a delivery sent again', async ({
    app,
    database,
  }) => {
    const { signInAs } = await import('../tests/helpers/staff');
    const cookie = await signInAs(database.db, 'journal.actions@secretalia.fr', 'Journal Actions');
    const member = (await database.db('staff_members').where({ email: 'journal.actions@secretalia.fr' }).first())!;
    const quote = await request(app).post('/api/v1/contact').send({
      kind: 'quote',
      name: 'Dr Fictive Exemple',
      email: 'fictive@exemple.fr',
      phone: '06 00 00 00 01',
      practice: 'Cabinet du Parc',
      city: 'Lyon',
      message: 'Un secrétariat le samedi.',
      plan: 'standard',
      consent: true,
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(201);
    const lead = (await database.db('leads').max({ id: 'id' }).first())!.id as number;
    lines.length = 0;
    for (const form of [
      { statut: 'contacte', note: '' },
      { action: 'renvoyer', canal: 'mail', envoi: '1' },
    ])
      await request(app)
        .post(`/espace/demandes/${lead}`)
        .set('Cookie', cookie)
        .set('Origin', 'https://www.secretalia.fr')
        .type('form')
        .send(form);
    // Signed out, nobody: no member on the line.
    await request(app).get('/espace');
    const requests = lines.filter((line) => line.req);
    expect(requests.map((line) => [line.msg, line.staff])).toEqual([
      [`POST /espace/demandes/${lead} 303`, member.id],
      [`POST /espace/demandes/${lead} 303`, member.id],
      ['GET /espace 303', undefined],
    ]);
  });
});
