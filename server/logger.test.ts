import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { describe, expect } from 'vitest';
import { it, test } from '../tests/fixtures';
import { createLogger, logRequest } from './logger';

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

describe('the request line of the server’s own logger (written without pino’s generic serialiser)', () => {
  /** What a logger made by createLogger writes, line by line. */
  function captured(level = 'info') {
    const written: string[] = [];
    const logger = createLogger(level, { write: (line: string) => void written.push(line) });
    return { logger, written };
  }
  const request = (url: string, headers: Record<string, string> = {}) =>
    ({ method: 'GET', url, headers }) as unknown as IncomingMessage;
  const response = (statusCode: number, staff?: number) =>
    ({ statusCode, locals: staff === undefined ? {} : { staff: { id: staff } } }) as unknown as ServerResponse;

  it('is the line pino writes for the same record, key for key and byte for byte but the time', () => {
    const ours = captured();
    const reference: string[] = [];
    const pinoLogger = pino(
      { level: 'info', base: { service: 'secretalia-site' }, timestamp: pino.stdTimeFunctions.isoTime },
      { write: (line: string) => void reference.push(line) },
    );
    const cases: Array<[string, number, number | undefined]> = [
      ['/', 200, undefined],
      ['/blog?page=2&x="é"\\', 404, undefined],
      ['/espace/demandes/12', 500, 7],
      ['/a\u2028b%0A\u0000', 301, undefined],
    ];
    for (const [url, status, staff] of cases) {
      const id = 'abcdefgh-1234';
      logRequest(ours.logger, request(url, { 'x-request-id': id }), response(status, staff), url, Date.now());
      logRequest(pinoLogger, request(url, { 'x-request-id': id }), response(status, staff), url, Date.now());
    }
    const withoutTime = (line: string) =>
      line.replace(/"time":"[^"]+"/, '"time":"…"').replace(/"responseTime":\d+/, '"responseTime":0');
    expect(ours.written.map(withoutTime)).toEqual(reference.map(withoutTime));
    for (const line of ours.written) {
      expect(line.endsWith('\n')).toBe(true);
      expect(JSON.parse(line).time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
  });

  it('keeps the levels: a 404 is a warning, a 500 an error, nothing below the logger’s level', () => {
    const { logger, written } = captured('warn');
    logRequest(logger, request('/'), response(200), '/', Date.now());
    logRequest(logger, request('/x'), response(404), '/x', Date.now());
    logRequest(logger, request('/y'), response(503), '/y', Date.now());
    expect(written.map((line) => JSON.parse(line).level)).toEqual([40, 50]);
  });

  it('hides a password or a token in the address, as every line of the log', () => {
    const { logger, written } = captured();
    logRequest(logger, request('/x?token=secret123'), response(200), '/x?token=secret123', Date.now());
    expect(written.join('')).not.toContain('secret123');
  });
});
