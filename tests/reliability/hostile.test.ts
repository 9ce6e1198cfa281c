import http from 'node:http';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server';
import { hasPostgres, scratchDatabase } from '../helpers/services';
import { freePort, startSmtpServer } from '../helpers/smtp';
import { multiLineText, oneLineText } from '../../shared/plainText';

/**
 * Hostile input: the built server as a real process on a
 * Postgres scratch database and a real SMTP peer, sent what attackers and broken
 * clients send to the six public POSTs and to GET addresses. Whatever comes in,
 * the server answers a 4xx (never a 5xx, never a stack trace), the API in its
 * JSON error shape; what it takes it stores verbatim; its pages never echo a
 * payload unescaped; its mails go to MAIL_TO alone; and its log has no error line.
 *
 * Each request comes from its own address (X-Forwarded-For behind TRUST_PROXY=1),
 * so the forms' rate limit (5 posts per 10 minutes per address) stays out of the
 * way, except in the block that checks it holds from one address.
 */

/** The default MAIL_TO (server/env.ts): every notification goes there, and only there. */
const MAIL_TO = 'contact@secretalia.fr';
/** Who an injected header would add as a recipient. */
const VICTIM = 'victim@example.com';
/** A browser's User-Agent, so that the visit beacon records what it is sent. */
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const XSS = '<script>alert(1)</script>';
const XSS_IMG = '"><img src=x onerror=alert(1)>';
const JS_URL = 'javascript:alert(document.cookie)';

/** Text fields as attackers and broken clients fill them. */
const hostileTexts: Record<string, string> = {
  xss: XSS,
  xssImg: XSS_IMG,
  jsUrl: JS_URL,
  sqlOr: "' OR 1=1 --",
  sqlDrop: "'; drop table leads; --",
  nullByte: 'Dr\u0000 Nul',
  controls: '\u0001\u0007\u001b[31mrouge\u001b[0m\u007f\u0008',
  rtlOverride: 'Dr \u202Eexe.fdp\u202C Martin',
  emoji: 'Dr 🩺👩🏽‍⚕️ Émilie 🇫🇷',
  loneSurrogate: 'Dr \ud800 seul \udfff',
  zeroWidth: 'Dr\u200b\u200d\ufeff Zéro',
  crlfBcc: `x\r\nBcc: ${VICTIM}`,
  lfHeaders: `x\nTo: ${VICTIM}\nSubject: spam`,
  template: '${7*7} {{7*7}} <%= 7*7 %> #{7*7}',
  path: '../../../../etc/passwd',
  formula: '=HYPERLINK("https://exemple.com","x")',
};

/**
 * What the schema makes of a text for a column (shared/plainText.ts: a message keeps its lines,
 * every other field is one line; controls and invisible characters out; trimmed), as UTF-8
 * stores it: a lone surrogate has no UTF-8 form and becomes U+FFFD on its way to Postgres.
 */
const normalized = (text: string, column: string) =>
  (column === 'message' ? multiLineText : oneLineText)(text).replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );

interface Sent {
  label: string;
  method: string;
  path: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const sent: Sent[] = [];
let addressCount = 0;
/** A new client address for each request (RFC 2544's benchmark range). */
const nextAddress = () => {
  const n = addressCount++;
  return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};

describe.skipIf(!hasPostgres)('hostile input against the built server', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: RunningServer;
  let startedAt = 0;

  /** Leads the server said it took, with the fields it must have stored as they were sent. */
  const accepted: { label: string; email: string; fields: Record<string, string> }[] = [];
  /** Newsletter addresses the server took: each gets its confirmation mail. */
  const subscribed: string[] = [];
  let caseNumber = 0;
  /** A unique, valid address per case: the stored row is found by it. */
  const markerEmail = (prefix: string) => `${prefix}-${++caseNumber}@exemple.fr`;

  beforeAll(async () => {
    startedAt = Date.now();
    database = await scratchDatabase();
    const smtpPort = await freePort();
    smtp = await startSmtpServer(smtpPort);
    // SITE_URL left unset: it defaults to http://localhost:3000, and requests go to server.url (127.0.0.1, loopback).
    server = await startServer({
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TRUST_PROXY: '1',
    });
  });

  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await database?.drop();
    const errorLines = (server?.output() ?? '').split('\n').filter((line) => /"level":(50|60)/.test(line)).length;
    const byStatus: Record<number, number> = {};
    for (const { status } of sent) byStatus[status] = (byStatus[status] ?? 0) + 1;
    console.log(
      `hostile input: ${sent.length} requests sent; by status ${JSON.stringify(byStatus)}; ` +
        `${accepted.length} leads and ${subscribed.length} newsletter addresses accepted; ` +
        `${smtp?.received.length ?? 0} mails received; ${errorLines} error lines logged; ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    );
  });

  /**
   * One request over its own connection (node:http, which sends the path as
   * written: no dot-segment removal, no re-encoding), from its own address
   * unless told. Every answer is checked for what no answer may be.
   */
  async function send(
    label: string,
    method: string,
    path: string,
    { headers = {}, body }: { headers?: Record<string, string | number>; body?: string | Buffer } = {},
  ): Promise<Sent> {
    const response = await new Promise<Sent>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          method,
          path,
          agent: false,
          headers: {
            'x-forwarded-for': nextAddress(),
            ...(body !== undefined &&
            headers['content-length'] === undefined &&
            headers['transfer-encoding'] === undefined
              ? { 'content-length': Buffer.byteLength(body) }
              : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              label,
              method,
              path,
              status: res.statusCode!,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    sent.push(response);
    expectSound(response);
    return response;
  }

  /** The invariants of every answer. */
  function expectSound(res: Sent): void {
    const what = `${res.label}: ${res.method} ${res.path.slice(0, 120)} → ${res.status} ${res.body.slice(0, 300)}`;
    expect(res.status, what).toBeLessThan(500);
    expect(res.body, `stack trace in ${what}`).not.toMatch(/^\s*at .+:\d+:\d+\)?$/m);
    expect(res.body, `stack trace in ${what}`).not.toContain('node_modules');
    expect(res.body, `error text in ${what}`).not.toMatch(/\b\w*Error: /);
    const isApi = res.path.startsWith('/api/');
    // Node's own parser answers a request head over its limit (431) before the app sees it: no body to shape.
    if (isApi && res.status >= 400 && res.status !== 431) expectApiError(res);
    if (String(res.headers['content-type'] ?? '').startsWith('text/html')) expectNoRawPayload(res);
  }

  function expectApiError(res: Sent): void {
    const what = `${res.label}: ${res.method} ${res.path.slice(0, 120)} → ${res.status}`;
    expect(res.status, what).toBeGreaterThanOrEqual(400);
    expect(res.status, what).toBeLessThan(500);
    expect(res.headers['content-type'], what).toMatch(/^application\/json/);
    const parsed = JSON.parse(res.body) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof parsed.error?.code, `${what} ${res.body}`).toBe('string');
    expect(typeof parsed.error?.message, `${what} ${res.body}`).toBe('string');
  }

  /** A page never carries a payload as markup: not the tags, not a javascript: address in an attribute. */
  function expectNoRawPayload(res: Sent): void {
    const what = `${res.label}: ${res.method} ${res.path.slice(0, 120)} → ${res.status}`;
    expect(res.body, what).not.toContain(XSS);
    expect(res.body, what).not.toContain('<img src=x onerror=alert(1)>');
    expect(res.body, what).not.toMatch(/\b(href|src|action|formaction)\s*=\s*["']?\s*javascript:/i);
  }

  const json = (value: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });
  const form = (fields: Record<string, string> | string) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
  });

  /** A valid body of each lead endpoint, every free-text field holding `text` (the phone is a checked number: shared/fieldChecks.ts). */
  const PHONE = '06 12 34 56 78';
  const contactApi = (text: string, email: string) => ({
    kind: 'contact',
    name: text,
    email,
    message: text,
    phone: PHONE,
    practice: text,
    city: text,
  });
  const quoteApi = (text: string, email: string) => ({
    kind: 'quote',
    name: text,
    email,
    phone: PHONE,
    practice: text,
    city: text,
    message: text,
    consent: true,
    plan: 'serenite',
  });
  const contactForm = (text: string, email: string) => ({
    nom: text,
    email,
    telephone: PHONE,
    cabinet: text,
    ville: text,
    message: text,
    acceptPolicy: 'on',
    website: '',
  });
  const quoteForm = (text: string, email: string) => ({ ...contactForm(text, email), plan: 'collectif' });

  /** Field names of the API and the forms, to the column each is stored in. */
  const columnOf: Record<string, string> = {
    name: 'name',
    nom: 'name',
    phone: 'phone',
    telephone: 'phone',
    practice: 'practice',
    cabinet: 'practice',
    city: 'city',
    ville: 'city',
    message: 'message',
  };

  /** Notes an accepted lead: its text fields, as the schema makes them, must be what was stored. */
  function noteAccepted(label: string, email: string, fields: Record<string, unknown>): void {
    const expected: Record<string, string> = {};
    for (const [name, value] of Object.entries(fields)) {
      const column = columnOf[name];
      if (column && typeof value === 'string') expected[column] = normalized(value, column);
    }
    accepted.push({ label, email, fields: expected });
  }

  it('the JSON API refuses or stores hostile fields, never failing', async () => {
    for (const [name, text] of Object.entries(hostileTexts)) {
      for (const [kind, body] of [
        ['contact', contactApi],
        ['quote', quoteApi],
      ] as const) {
        const email = markerEmail(`api-${kind}`);
        const payload = body(text, email);
        const res = await send(`api ${kind} ${name}`, 'POST', '/api/v1/contact', json(payload));
        // Every one of these texts, once cleaned, is a valid name, practice, city and message: taken.
        expect(res.status, `${name}: ${res.body}`).toBe(201);
        expect(JSON.parse(res.body)).toEqual({ id: expect.any(Number) });
        noteAccepted(`api ${kind} ${name}`, email, payload);
      }
      // As the e-mail address itself: refused, whatever it smuggles.
      const asEmail = await send(
        `api contact email=${name}`,
        'POST',
        '/api/v1/contact',
        json(contactApi('Dr Test', `${text}@exemple.fr`)),
      );
      expect(asEmail.status, asEmail.body).toBe(400);

      const visit = {
        url: text,
        referrer: text,
        page_title: text,
        timezone: text.slice(0, 60),
        language: text.slice(0, 30),
      };
      for (const type of ['application/json', 'text/plain;charset=UTF-8']) {
        const res = await send(`visit ${type} ${name}`, 'POST', '/api/v1/analytics/visit', {
          headers: { 'content-type': type, 'user-agent': BROWSER_UA },
          body: JSON.stringify(visit),
        });
        expect([204, 400], res.body).toContain(res.status);
      }
    }

    // The newsletter: hostile addresses are refused; odd but well-formed ones are taken, lowercased.
    for (const [name, text] of Object.entries(hostileTexts)) {
      const res = await send(`newsletter email=${name}`, 'POST', '/api/v1/newsletter/subscribe', json({ email: text }));
      expect(res.status, res.body).toBe(400);
    }
    for (const email of [
      `news-${++caseNumber}@exemple.fr\r\nBcc: ${VICTIM}`,
      `news-${++caseNumber}@exemple.fr\nCc: ${VICTIM}`,
      `news-${++caseNumber}@exemple.fr, ${VICTIM}`,
      `news-${++caseNumber}@exemple.fr%0d%0abcc:${VICTIM}`,
    ]) {
      const res = await send('newsletter email with CRLF', 'POST', '/api/v1/newsletter/subscribe', json({ email }));
      expect(res.status, `${JSON.stringify(email)} → ${res.body}`).toBe(400);
    }
    for (const email of [`O'Reilly+News-${++caseNumber}@Exemple.FR`, `dr.émilie.${++caseNumber}@exemple.fr`]) {
      const res = await send('newsletter odd address', 'POST', '/api/v1/newsletter/subscribe', json({ email }));
      expect(res.status, res.body).toBe(200);
      subscribed.push(email.toLowerCase());
    }

    // Very long fields: over the field's limit is a 400 naming it, over the body's a 413.
    const tenKb = 'A'.repeat(10 * 1024);
    const longName = await send(
      'api name 10 kB',
      'POST',
      '/api/v1/contact',
      json({ name: tenKb, email: markerEmail('long'), message: 'x' }),
    );
    expect(longName.status).toBe(400);
    expect(JSON.parse(longName.body).error.fields).toHaveProperty('name');
    const longMessage = await send(
      'api message 10 kB',
      'POST',
      '/api/v1/contact',
      json({ name: 'Dr Long', email: markerEmail('long'), message: tenKb }),
    );
    expect(longMessage.status).toBe(400);
    const hundredKb = { name: 'Dr Long', email: markerEmail('long'), message: XSS.repeat(4_000) };
    const declared = await send('api message 100 kB', 'POST', '/api/v1/contact', json(hundredKb));
    expect(declared.status).toBe(413);
    // The same without a declared length (chunked): cut at the limit while streaming.
    const chunked = await send('api message 100 kB chunked', 'POST', '/api/v1/contact', {
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: JSON.stringify(hundredKb),
    });
    expect(chunked.status).toBe(413);
    for (const path of ['/api/v1/newsletter/subscribe', '/api/v1/analytics/visit']) {
      const res = await send(
        '100 kB field',
        'POST',
        path,
        json({ email: `${'a'.repeat(100 * 1024)}@exemple.fr`, url: 'a'.repeat(100 * 1024) }),
      );
      expect(res.status).toBe(413);
    }
    // A long message within its limit (8,000 for the API) is stored whole, markup and all.
    const longest = { name: 'Dr Long', email: markerEmail('longest'), message: `${XSS}\n`.repeat(300).slice(0, 8_000) };
    const longestRes = await send('api message 8,000 chars of markup', 'POST', '/api/v1/contact', json(longest));
    expect(longestRes.status).toBe(201);
    noteAccepted('api message 8,000 chars of markup', longest.email, longest);

    // Deep nesting: parsed (V8 copes) and refused as not a string; the body's limit stops deeper.
    const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    const nested = await send('api name nested 10,000 deep', 'POST', '/api/v1/contact', {
      headers: { 'content-type': 'application/json' },
      body: `{"name":${deep(10_000)},"email":"${markerEmail('deep')}","message":"x"}`,
    });
    expect(nested.status).toBe(400);
    const nestedObjects = await send('api nested objects 5,000 deep', 'POST', '/api/v1/contact', {
      headers: { 'content-type': 'application/json' },
      body: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
    });
    expect(nestedObjects.status).toBe(400);
    for (const path of ['/api/v1/contact', '/api/v1/newsletter/subscribe', '/api/v1/analytics/visit']) {
      const res = await send('top-level array 10,000 deep', 'POST', path, {
        headers: { 'content-type': 'application/json' },
        body: deep(10_000),
      });
      // 20 kB: within the API's 32 kB, over the beacon's 8 kB.
      expect(res.status, path).toBe(path.endsWith('/visit') ? 413 : 400);
      const deeper = await send('array 100,000 deep', 'POST', path, {
        headers: { 'content-type': 'application/json' },
        body: deep(100_000),
      });
      expect(deeper.status).toBe(413);
    }

    // Arrays, numbers, objects, booleans and nulls where strings are expected.
    const wrongTypes: Record<string, unknown>[] = [
      { name: ['Dr', 'Array'], email: markerEmail('types'), message: 'x' },
      { name: 42, email: markerEmail('types'), message: 'x' },
      { name: 'Dr Types', email: [markerEmail('types')], message: 'x' },
      { name: 'Dr Types', email: markerEmail('types'), message: { toString: 'x' } },
      { name: 'Dr Types', email: markerEmail('types'), message: true },
      { name: null, email: null, message: null },
      { name: 'Dr Types', email: markerEmail('types'), message: 'x', kind: ['quote'] },
      { name: 'Dr Types', email: markerEmail('types'), message: 'x', kind: 'admin' },
      { name: 'Dr Types', email: markerEmail('types'), message: 'x', consent: 'true' },
      { name: 'Dr Types', email: markerEmail('types'), message: 'x', phone: 612345678 },
      {
        name: 'Dr Types',
        email: markerEmail('types'),
        message: 'x',
        kind: 'quote',
        phone: '1',
        practice: 'p',
        city: 'c',
        consent: true,
        plan: ['serenite'],
      },
      {
        name: 'Dr Types',
        email: markerEmail('types'),
        message: 'x',
        kind: 'quote',
        phone: '1',
        practice: 'p',
        city: 'c',
        consent: 1,
        plan: 'serenite',
      },
      { name: 'Dr Types', email: markerEmail('types'), message: 'x', website: ['spam'] },
    ];
    for (const body of wrongTypes) {
      const res = await send('api wrong types', 'POST', '/api/v1/contact', json(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    for (const email of [42, ['a@exemple.fr'], { email: 'a@exemple.fr' }, null, true]) {
      const res = await send('newsletter wrong type', 'POST', '/api/v1/newsletter/subscribe', json({ email }));
      expect(res.status).toBe(400);
    }
    for (const visit of [
      { url: ['/'] },
      { url: '/', screen_width: '1920' },
      { url: '/', screen_width: 1e308 },
      { url: '/', screen_width: -1 },
      { url: '/', language: { x: 1 } },
      { url: 42 },
    ]) {
      const res = await send('visit wrong type', 'POST', '/api/v1/analytics/visit', {
        headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
        body: JSON.stringify(visit),
      });
      expect(res.status, JSON.stringify(visit)).toBe(400);
    }

    // Prototype pollution: the keys are ignored, the lead taken as it is, and nothing leaks into later answers.
    const pollutions = [
      `{"__proto__":{"admin":true,"kind":"quote"},"name":"Dr Proto","email":"${markerEmail('proto')}","message":"__proto__"}`,
      `{"constructor":{"prototype":{"admin":true}},"name":"Dr Constructor","email":"${markerEmail('proto')}","message":"constructor.prototype"}`,
      `{"__proto__":{"name":"Dr Hidden","email":"hidden@exemple.fr","message":"x"}}`,
      `{"name":"Dr Proto2","email":"${markerEmail('proto')}","message":"x","__proto__":{"toString":"boom","hasOwnProperty":"boom"}}`,
    ];
    for (const body of pollutions) {
      const res = await send('api prototype pollution', 'POST', '/api/v1/contact', {
        headers: { 'content-type': 'application/json' },
        body,
      });
      const parsed = JSON.parse(body) as Record<string, string>;
      if (Object.hasOwn(parsed, 'name')) {
        expect(res.status, res.body).toBe(201);
        noteAccepted('api prototype pollution', parsed.email!, parsed);
      } else {
        expect(res.status, res.body).toBe(400);
      }
      expect(res.body).not.toContain('admin');
    }
    for (const body of [
      `{"__proto__":{"admin":true},"email":"${markerEmail('proto')}"}`,
      `{"constructor":{"prototype":{"admin":true}},"email":"x"}`,
    ]) {
      const res = await send('newsletter prototype pollution', 'POST', '/api/v1/newsletter/subscribe', {
        headers: { 'content-type': 'application/json' },
        body,
      });
      if (res.status === 200) subscribed.push(JSON.parse(body).email);
      else expect(res.status).toBe(400);
    }
    const visitProto = await send('visit prototype pollution', 'POST', '/api/v1/analytics/visit', {
      headers: { 'content-type': 'text/plain', 'user-agent': BROWSER_UA },
      body: '{"url":"/proto","__proto__":{"admin":true},"constructor":{"prototype":{"polluted":1}}}',
    });
    expect(visitProto.status).toBe(204);
    const empty = await send('after pollution: an empty contact', 'POST', '/api/v1/contact', json({}));
    expect(empty.status).toBe(400);
    expect(Object.keys(JSON.parse(empty.body).error.fields).sort()).toEqual(['email', 'message', 'name']);
    const settings = await send('after pollution: settings', 'GET', '/api/v1/settings/social');
    expect(settings.body).not.toMatch(/admin|polluted/);

    // Duplicate keys: JSON.parse keeps the last, and that is what is stored.
    const dupEmail = markerEmail('dup');
    const dup = await send('api duplicate keys', 'POST', '/api/v1/contact', {
      headers: { 'content-type': 'application/json' },
      body: `{"name":"Dr First","name":${JSON.stringify(XSS)},"email":"${dupEmail}","message":"a","message":${JSON.stringify(hostileTexts.sqlDrop)}}`,
    });
    expect(dup.status).toBe(201);
    noteAccepted('api duplicate keys', dupEmail, { name: XSS, message: hostileTexts.sqlDrop });

    // Header injection through the fields that become mail headers: the name goes to the subject, the e-mail to Reply-To.
    const injectedEmail = markerEmail('inject');
    const injected = {
      name: `Dr Injection\r\nBcc: ${VICTIM}\r\nTo: ${VICTIM}`,
      email: injectedEmail,
      message: `Bonjour\r\n.\r\nRCPT TO:<${VICTIM}>\r\nBcc: ${VICTIM}`,
    };
    const injectedRes = await send(
      'api header injection in name and message',
      'POST',
      '/api/v1/contact',
      json(injected),
    );
    expect(injectedRes.status).toBe(201);
    noteAccepted('api header injection', injectedEmail, injected);
    for (const email of [
      `a@exemple.fr\r\nBcc: ${VICTIM}`,
      `a@exemple.fr\nBcc: ${VICTIM}`,
      `a@exemple.fr, ${VICTIM}`,
      `"a@exemple.fr>\r\nBcc: ${VICTIM}"@exemple.fr`,
    ]) {
      const res = await send(
        'api header injection in e-mail',
        'POST',
        '/api/v1/contact',
        json({ name: 'Dr X', email, message: 'x' }),
      );
      expect(res.status, JSON.stringify(email)).toBe(400);
    }
  });

  it('the forms without JavaScript refuse or store hostile fields, and echo them escaped', async () => {
    for (const [name, text] of Object.entries(hostileTexts)) {
      for (const [path, fields] of [
        ['/contact', contactForm],
        ['/demande-devis', quoteForm],
      ] as const) {
        const email = markerEmail(`form${path.replace('/', '-')}`);
        const values = fields(text, email);
        const res = await send(`form ${path} ${name}`, 'POST', path, form(values));
        expect(res.status, `${name}: ${res.body.slice(0, 200)}`).toBe(303);
        expect(res.headers.location).toBe(`${path}/merci`);
        noteAccepted(`form ${path} ${name}`, email, values);
        // Refused (an invalid address): the page comes back with what was typed, escaped.
        const refused = await send(
          `form ${path} ${name} refused`,
          'POST',
          path,
          form({ ...values, email: `${text} pas une adresse` }),
        );
        expect(refused.status).toBe(400);
        expect(refused.headers['content-type']).toMatch(/^text\/html/);
        if (text === XSS) expect(refused.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
        if (text === XSS_IMG)
          expect(refused.body).toMatch(/(&quot;|&#34;|&#x22;)&gt;&lt;img src=x onerror=alert\(1\)&gt;/);
      }
      const news = await send(`form /newsletter ${name}`, 'POST', '/newsletter', form({ email: text, website: '' }));
      expect(news.status).toBe(400);
      expect(news.headers['content-type']).toMatch(/^text\/html/);
      if (text === XSS) expect(news.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }

    // The newsletter's address with CRLF (raw, and as typed percent-escapes): refused, the page escaping it.
    for (const email of [`n@exemple.fr\r\nBcc: ${VICTIM}`, `n@exemple.fr\nbcc:${VICTIM}`, `${XSS}\r\n@exemple.fr`]) {
      const res = await send('form /newsletter CRLF', 'POST', '/newsletter', form({ email }));
      expect(res.status).toBe(400);
    }
    const rawCrlf = await send(
      'form /newsletter raw %0d%0a',
      'POST',
      '/newsletter',
      form(`email=n%40exemple.fr%0D%0ABcc%3A%20${encodeURIComponent(VICTIM)}`),
    );
    expect(rawCrlf.status).toBe(400);
    const newsEmail = `news-form-${++caseNumber}@exemple.fr`;
    const newsOk = await send('form /newsletter valid', 'POST', '/newsletter', form({ email: newsEmail, website: '' }));
    expect(newsOk.status).toBe(303);
    subscribed.push(newsEmail);

    // Header injection through the contact form's name: taken as text, never a header.
    const injectedEmail = markerEmail('form-inject');
    const injected = contactForm(`Dr Form\r\nBcc: ${VICTIM}`, injectedEmail);
    const injectedRes = await send('form /contact header injection', 'POST', '/contact', form(injected));
    expect(injectedRes.status).toBe(303);
    noteAccepted('form header injection', injectedEmail, injected);

    // Duplicate fields: the first value counts (server/http/bodies.ts).
    const dupEmail = markerEmail('form-dup');
    const dupBody = `${new URLSearchParams(contactForm(XSS, dupEmail)).toString()}&nom=${encodeURIComponent('Dr Second')}&email=second%40exemple.fr&message=second`;
    const dup = await send('form /contact duplicate fields', 'POST', '/contact', form(dupBody));
    expect(dup.status).toBe(303);
    noteAccepted('form duplicate fields', dupEmail, { nom: XSS, message: XSS });

    // Bracketed names (qs-style arrays and objects) and prototype keys: plain names, ignored.
    const protoEmail = markerEmail('form-proto');
    const bracketed = [
      `nom[]=${encodeURIComponent(XSS)}&nom[]=b&email[]=a%40exemple.fr&acceptPolicy=on`,
      `__proto__[admin]=true&constructor[prototype][admin]=true&nom=Dr+Proto&email=${protoEmail}&acceptPolicy=on`,
      `__proto__=x&constructor=y&hasOwnProperty=z&toString=w&nom=&email=`,
      'nom=%ff%fe&email=%&message=%zz%E0%A4%A&acceptPolicy=%00on',
      `nom=${'x'.repeat(10 * 1024)}&email=${protoEmail.replace('proto', 'long')}&telephone=1&cabinet=c&ville=v&message=m&acceptPolicy=on`,
      Array.from({ length: 60 }, (_, i) => `f${i}=v`).join('&'),
      '',
      '&&&===&=&a',
    ];
    for (const path of ['/contact', '/demande-devis', '/newsletter']) {
      for (const body of bracketed) {
        const res = await send(`form ${path} bracketed`, 'POST', path, form(body));
        const validEmail = /email=(form-(proto|long)-\d+@exemple\.fr)/.exec(body)?.[1];
        if (path === '/newsletter' && validEmail) {
          // A valid address beside prototype keys or a 10 kB name: subscribed, the other fields ignored.
          expect(res.status).toBe(303);
          subscribed.push(validEmail);
          continue;
        }
        // 400 with the page again, or 413 for more than 50 fields.
        expect([400, 413], body.slice(0, 80)).toContain(res.status);
      }
      // 100 kB in a field: over the body's limit, declared or streamed.
      const huge = {
        ...contactForm('Dr Huge', markerEmail('huge')),
        message: XSS.repeat(4_000),
        email: 'x'.repeat(100 * 1024),
      };
      const declared = await send(`form ${path} 100 kB`, 'POST', path, form(huge));
      expect(declared.status).toBe(413);
      const streamed = await send(`form ${path} 100 kB chunked`, 'POST', path, {
        headers: { ...form(huge).headers, 'transfer-encoding': 'chunked' },
        body: new URLSearchParams(huge).toString(),
      });
      expect(streamed.status).toBe(413);
      // The form's JSON flavour (the island's fetch) answers in the API's error shape.
      const island = await send(`form ${path} as the island`, 'POST', path, {
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ nom: XSS, email: XSS }).toString(),
      });
      expect(island.status).toBe(400);
      expectApiError(island);
    }
    // A message at its limit (5,000 in the forms), all markup, stored whole.
    const longEmail = markerEmail('form-long');
    const long = contactForm('Dr Long', longEmail);
    long.message = `${XSS_IMG}\r\n`.repeat(200).slice(0, 5_000);
    const longRes = await send('form /contact message 5,000 chars of markup', 'POST', '/contact', form(long));
    expect(longRes.status).toBe(303);
    noteAccepted('form long message', longEmail, long);
  });

  it('bodies the server must not read: wrong types, broken JSON, encodings, declared sizes', async () => {
    const apiPosts = ['/api/v1/contact', '/api/v1/newsletter/subscribe', '/api/v1/analytics/visit'];
    const valid = JSON.stringify({ name: 'Dr Type', email: 'type@exemple.fr', message: 'x', url: '/' });
    for (const path of apiPosts) {
      for (const body of [
        '{"name":',
        '{name:"x"}',
        "{'name':'x'}",
        '{"a":1,}',
        '{"a":"\\ud800\\u0000\\uZZZZ"}',
        '\u0000{}',
        '{"a":1}{"b":2}',
        'null',
        '"string"',
        '42',
        'true',
        '[]',
        '[{"name":"x"}]',
        '{}',
      ]) {
        const res = await send(`${path} malformed JSON`, 'POST', path, {
          headers: { 'content-type': 'application/json' },
          body,
        });
        expect(res.status, `${body} → ${res.body}`).toBe(400);
      }
      for (const type of [
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'text/html',
        'application/jsonp',
        'image/png',
      ]) {
        const res = await send(`${path} as ${type}`, 'POST', path, { headers: { 'content-type': type }, body: valid });
        expect(res.status, `${type} → ${res.body}`).toBe(415);
      }
      const noType = await send(`${path} without Content-Type`, 'POST', path, { body: valid });
      expect(noType.status).toBe(415);
      const latin1 = await send(`${path} in latin1`, 'POST', path, {
        headers: { 'content-type': 'application/json; charset=iso-8859-1' },
        body: valid,
      });
      expect(latin1.status).toBe(415);
      const gzip = await send(`${path} gzip declared, plain sent`, 'POST', path, {
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: valid,
      });
      expect(gzip.status).toBe(415);
      expect(JSON.parse(gzip.body).error.code).toBe('unsupported_encoding');
      const deflate = await send(`${path} deflate, br`, 'POST', path, {
        headers: { 'content-type': 'application/json', 'content-encoding': 'deflate, br' },
        body: valid,
      });
      expect(deflate.status).toBe(415);
      // A length that lies (shorter than the body): the parser sees broken JSON, not a crash.
      const short = await send(`${path} short Content-Length`, 'POST', path, {
        headers: { 'content-type': 'application/json', 'content-length': 5 },
        body: valid.slice(0, 5),
      });
      expect(short.status).toBe(400);
    }
    for (const path of ['/contact', '/demande-devis', '/newsletter']) {
      const gzip = await send(`${path} gzip declared, plain sent`, 'POST', path, {
        ...form({ nom: 'x' }),
        headers: { ...form({}).headers, 'content-encoding': 'gzip' },
      });
      expect(gzip.status).toBe(415);
      const asJson = await send(`${path} as JSON`, 'POST', path, {
        headers: { 'content-type': 'application/json', accept: 'text/html' },
        body: JSON.stringify(contactForm(XSS, 'x')),
      });
      expect(asJson.status).toBe(400);
      const latin1 = await send(`${path} in latin1`, 'POST', path, {
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=latin1' },
        body: 'nom=%E9',
      });
      expect(latin1.status).toBe(415);
    }

    // 100 MB declared: answered 413 from the headers, before a byte of body, and the connection closed.
    for (const path of [...apiPosts, '/contact', '/demande-devis', '/newsletter']) {
      const { status, raw, closed } = await headersOnly(path, 100 * 1024 * 1024);
      sent.push({ label: '100 MB Content-Length', method: 'POST', path, status, headers: {}, body: raw });
      expect(status, raw).toBe(413);
      expect(raw).toMatch(/^connection: close\r$/im);
      expect(closed, 'the server closed the connection without reading the body').toBe(true);
      if (path.startsWith('/api/')) expect(raw).toContain('"payload_too_large"');
    }
  });

  /**
   * A request written on a raw socket, read until the server closes it: Node's
   * parser answers an oversized head (431) and resets the connection while the
   * client may still be writing, which node:http reports as ECONNRESET.
   */
  function rawExchange(label: string, method: string, path: string, extraHeaders = '', body = ''): Promise<Sent> {
    return new Promise((resolve) => {
      const socket = net.connect(server.port, '127.0.0.1');
      let raw = '';
      const done = () => {
        const status = Number(/^HTTP\/1\.1 (\d+)/.exec(raw)?.[1] ?? 0);
        const result: Sent = { label, method, path, status, headers: {}, body: raw.slice(raw.indexOf('\r\n\r\n') + 4) };
        sent.push(result);
        resolve(result);
      };
      socket.setEncoding('utf8');
      socket.setTimeout(10_000, () => socket.destroy());
      socket.on('data', (chunk: string) => (raw += chunk));
      socket.on('error', () => {});
      socket.on('close', done);
      socket.end(
        `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nX-Forwarded-For: ${nextAddress()}\r\nConnection: close\r\n${extraHeaders}\r\n${body}`,
      );
    });
  }

  /** Sends a request head declaring `length` bytes and no body; resolves with the answer and whether the server closed the socket. */
  function headersOnly(path: string, length: number): Promise<{ status: number; raw: string; closed: boolean }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(server.port, '127.0.0.1');
      let raw = '';
      const timer = setTimeout(() => {
        socket.destroy();
        resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(raw)?.[1] ?? 0), raw, closed: false });
      }, 10_000);
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (raw += chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        clearTimeout(timer);
        resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(raw)?.[1] ?? 0), raw, closed: true });
      });
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nX-Forwarded-For: ${nextAddress()}\r\n` +
          `Content-Type: application/json\r\nAccept: text/html\r\nContent-Length: ${length}\r\n\r\n`,
      );
    });
  }

  it('GET addresses: broken encodings, traversal, huge queries, hostile slugs, other hosts', async () => {
    for (const path of [
      '/blog/%ff',
      '/api/v1/blog/%ff',
      '/%',
      '/%zz',
      '/blog/%E0%A4%A',
      '/contact%00',
      '/blog/%00',
      '/api/v1/blog/%00%ff',
      '/newsletter/confirmation/%ff',
      '/media/%ff',
      '/assets/%ff.js',
    ]) {
      const res = await send('malformed percent-encoding', 'GET', path);
      // A 4xx, or (a slug that decodes but is no slug: /blog/%00) the list, as any unknown slug (docs/DECISIONS.md).
      if (res.status < 400) expect([res.status, res.headers.location], path).toEqual([302, '/blog']);
    }
    for (const path of [
      '/assets/../../package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/assets/..%5c..%5cpackage.json',
      '/media/..%2f..%2fpackage.json',
      '/media/../../package.json',
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
      '/../../../../etc/passwd',
      '/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '//etc/passwd',
      '/.env',
      '/.git/config',
      '/server/env.ts',
      '/dist/server/index.js',
      '/package.json',
      '/assets/%00../package.json',
    ]) {
      const res = await send('path traversal', 'GET', path);
      expect(res.body, path).not.toContain('"devDependencies"');
      expect(res.body, path).not.toMatch(/root:x:0:0|\[core\]|DATABASE_URL=/);
      expect(res.status, path).not.toBe(200);
    }
    // Hostile slugs and queries: the 404 page and the blog list answer, escaping what they show.
    for (const path of [
      `/blog/${XSS}`,
      `/blog/${encodeURIComponent(XSS_IMG)}`,
      `/${XSS}`,
      `/blog/${encodeURIComponent("' OR 1=1 --")}`,
      `/api/v1/blog/${encodeURIComponent("'; drop table blog_posts; --")}`,
      `/api/v1/blog/${XSS}`,
      `/blog?page=${encodeURIComponent(XSS)}`,
      '/blog?page=99999999999999999999999',
      '/blog?page=-1',
      '/blog?page=1e309',
      '/blog?page[]=1&page=2',
      '/blog?page=0x10',
      `/contact?nom=${encodeURIComponent(XSS)}&email=${encodeURIComponent(XSS_IMG)}`,
      `/?__proto__[admin]=1&constructor[prototype][admin]=1`,
      `/api/v1/blog?page=${encodeURIComponent(XSS)}&per_page=-5`,
      '/api/v1/blog?page=1e309&per_page=1000000',
      '/api/v1/blog?page[]=1&per_page[x]=2',
      '/api/v1/blog?__proto__[admin]=1',
      `/newsletter/confirmation/${encodeURIComponent(XSS)}`,
      `/newsletter/desinscription/${encodeURIComponent(XSS)}`,
      `/blog/${'a'.repeat(4_000)}`,
    ]) {
      const res = await send('hostile slug or query', 'GET', path);
      expect([200, 301, 302, 308, 400, 404], `${path} → ${res.status}`).toContain(res.status);
    }
    // Huge query strings: within Node's 16 kB head, the pages answer; beyond it, Node's own 431.
    for (const path of ['/', '/blog', '/contact', '/api/v1/blog', '/api/v1/settings/social']) {
      const big = await send('query 12 kB', 'GET', `${path}?q=${'%3Cscript%3E'.repeat(1_000)}`);
      expect(big.status, path).toBeLessThan(500);
      const huge = await rawExchange('query 64 kB', 'GET', `${path}?q=${'a'.repeat(64 * 1024)}`);
      expect(huge.status, path).toBe(431);
    }
    const hugePost = await rawExchange(
      'POST query 64 kB',
      'POST',
      `/api/v1/contact?${'a'.repeat(64 * 1024)}`,
      'Content-Type: application/json\r\nContent-Length: 2\r\n',
      '{}',
    );
    expect(hugePost.status).toBe(431);

    // Another site's Host: a GET is sent on to SITE_URL's origin (never to the Host given); a POST is not followed.
    for (const [headers, what] of [
      [{ host: 'evil.example' }, 'Host'],
      [{ host: 'evil.example:3000' }, 'Host with port'],
      [{ 'x-forwarded-host': 'evil.example' }, 'X-Forwarded-Host'],
      [{ host: `localhost.evil.example` }, 'Host ending in ours'],
      [{ host: 'localhost:3000@evil.example' }, 'Host with userinfo'],
    ] as const) {
      for (const path of ['/', '/contact', '/blog', '/api/v1/blog']) {
        const res = await send(`other host (${what})`, 'GET', path, { headers });
        expect(res.body).not.toContain('evil.example');
        // "localhost:3000@evil.example" reads, as Express parses Host, as localhost with a port: a loopback request, served.
        if (what === 'Host with userinfo' && res.status === 200) continue;
        expect(res.status, `${what} ${path}`).toBe(301);
        expect(res.headers.location, `${what} ${path}`).toBe(`http://localhost:3000${path}`);
      }
      const res = await send(`other host (${what}) POST`, 'POST', '/api/v1/contact', {
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(400);
    }
    // A post from another site's page (CSRF): refused.
    for (const path of ['/api/v1/contact', '/contact', '/newsletter']) {
      const origin = await send('cross-site Origin', 'POST', path, {
        headers: { origin: 'https://evil.example', 'content-type': 'application/json', accept: 'text/html' },
        body: '{}',
      });
      expect(origin.status).toBe(403);
      const fetchSite = await send('Sec-Fetch-Site cross-site', 'POST', path, {
        headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
        body: '{}',
      });
      expect(fetchSite.status).toBe(403);
    }
    // A hostile Referer: the lead is taken, and the page it names is recorded only when it is one of ours.
    const refEmail = markerEmail('referer');
    const referer = await send('hostile Referer', 'POST', '/api/v1/contact', {
      headers: { 'content-type': 'application/json', referer: `javascript:alert(1)//http://localhost:3000/` },
      body: JSON.stringify({ name: XSS, email: refEmail, message: XSS_IMG }),
    });
    expect(referer.status).toBe(201);
    noteAccepted('hostile Referer', refEmail, { name: XSS, message: XSS_IMG });
  });

  it('unknown methods on pages and API answer 4xx', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND', 'OPTIONS']) {
      for (const path of [
        '/',
        '/contact',
        '/demande-devis',
        '/newsletter',
        '/blog',
        '/api/v1/contact',
        '/api/v1/newsletter/subscribe',
        '/api/v1/analytics/visit',
        '/api/v1/blog',
        '/healthz',
        '/assets/x.js',
      ]) {
        const withBody = method !== 'TRACE' && method !== 'OPTIONS';
        const res = await send(
          `method ${method}`,
          method,
          path,
          withBody ? json({ name: XSS, email: 'a@exemple.fr', message: 'x' }) : {},
        );
        if (method === 'OPTIONS') expect(res.status, `${method} ${path}`).toBeLessThan(500);
        else expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it('every accepted lead is stored verbatim, and every table is still there', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      expect(accepted.length).toBeGreaterThan(50);
      for (const lead of accepted) {
        const { rows } = await client.query('select * from leads where email = $1', [lead.email]);
        expect(rows, lead.label).toHaveLength(1);
        for (const [column, value] of Object.entries(lead.fields))
          expect(rows[0][column], `${lead.label}: ${column}`).toBe(value);
      }
      const { rows: total } = await client.query('select count(*)::int as n from leads');
      expect(total[0].n).toBe(accepted.length);
      for (const table of [
        'leads',
        'email_outbox',
        'newsletter_subscribers',
        'page_visits',
        'blog_posts',
        'settings',
        'idempotency_keys',
      ]) {
        const { rows } = await client.query('select to_regclass($1) as name', [`public.${table}`]);
        expect(rows[0].name, table).toBe(table);
      }
      const { rows: stored } = await client.query('select email from newsletter_subscribers order by email');
      expect(stored.map((row: { email: string }) => row.email).sort()).toEqual([...subscribed].sort());
      // The visit beacon stored the hostile texts as text too.
      const { rows: visits } = await client.query('select url from page_visits where url = $1', [XSS]);
      expect(visits.length).toBe(2);
    } finally {
      await client.end();
    }
  });

  it('mails go to MAIL_TO and the subscribers alone: no injected recipient or header', async () => {
    const expected = accepted.length + subscribed.length;
    for (let waited = 0; waited < 30_000 && smtp.received.length < expected; waited += 200)
      await new Promise((r) => setTimeout(r, 200));
    // A little longer, to see a mail too many if one were coming.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(smtp.received).toHaveLength(expected);
    const notifications = smtp.received.filter((mail) => mail.to.includes(MAIL_TO));
    expect(notifications).toHaveLength(accepted.length);
    for (const mail of smtp.received) {
      const head = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/));
      // Unfold the header lines, then read them one by one.
      const headers = head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
      const named = (name: string) => headers.filter((line) => line.toLowerCase().startsWith(`${name}:`));
      expect(named('bcc'), head).toHaveLength(0);
      expect(named('cc'), head).toHaveLength(0);
      expect(named('to'), head).toHaveLength(1);
      expect(named('subject'), head).toHaveLength(1);
      expect(mail.to, head).toHaveLength(1);
      // The injected lines are there, as text of the body (the fields hold them), never in the head.
      expect(head.toLowerCase(), head).not.toContain(VICTIM);
      if (mail.to[0] === MAIL_TO) expect(named('to')[0]).toContain(MAIL_TO);
      else expect(subscribed).toContain(mail.to[0]);
    }
    expect(smtp.received.flatMap((mail) => mail.to)).not.toContain(VICTIM);
  });

  it('the forms rate limit holds from a single address, whatever it puts before it in X-Forwarded-For', async () => {
    const address = '203.0.113.77';
    const statuses: number[] = [];
    const subscribe = (n: number) => json({ email: `limite${n}@exemple.fr` });
    const posts: [string, ReturnType<typeof json>][] = [
      // Refused input counts for nothing: a practice that mistyped keeps its allowance.
      ['/api/v1/contact', json({ name: 'Dr Limite', email: 'limite@exemple.fr', message: 'x', kind: 'nope' })],
      ['/contact', form({ nom: 'Dr Limite' })],
      ['/demande-devis', form({ nom: 'Dr Limite' })],
      // Five accepted posts, each under another made-up first hop…
      ...[1, 2, 3, 4, 5].map((n): [string, ReturnType<typeof json>] => ['/api/v1/newsletter/subscribe', subscribe(n)]),
      // …and the sixth is refused, the API's and the forms' alike.
      ['/api/v1/newsletter/subscribe', subscribe(6)],
      ['/newsletter', form({ email: 'limite7@exemple.fr' })],
    ];
    for (const [i, [path, request]] of posts.entries()) {
      // The client may write what it likes in front; the proxy appends the address it saw.
      const res = await send(`rate limit ${i + 1}`, 'POST', path, {
        ...request,
        headers: { ...request.headers, 'x-forwarded-for': `10.0.0.${i}, ${address}` },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        if (path.startsWith('/api/')) expect(JSON.parse(res.body).error.code).toBe('rate_limited');
      }
    }
    expect(statuses).toEqual([400, 400, 400, 200, 200, 200, 200, 200, 429, 429]);
    // Another address is not held back.
    const other = await send('rate limit, another address', 'POST', '/api/v1/contact', {
      ...json({}),
      headers: { ...json({}).headers, 'x-forwarded-for': '203.0.113.78' },
    });
    expect(other.status).toBe(400);
  });

  it('the server logged no error for any of these client mistakes', async () => {
    const lines = server.output().split('\n');
    const errors = lines.filter((line) => /"level":(50|60)/.test(line));
    expect(errors, errors.slice(0, 5).join('\n')).toEqual([]);
    // And it is still up.
    const health = await send('health after all', 'GET', '/healthz');
    expect(health.status).toBe(200);
  });
});
