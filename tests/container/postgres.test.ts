import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasPostgres, hasRedis, REDIS_URL, scratchDatabase } from '../helpers/services';
import { freePort, startSmtpServer } from '../helpers/smtp';
import {
  dockerOk,
  eventually,
  removeContainers,
  runContainer,
  uniqueName,
  waitUntilServing,
  type Container,
} from './docker';

const image = inject('containerImage');

const PAGES = [
  '/',
  '/nos-services',
  '/pourquoi-secretalia',
  '/nos-tarifs',
  '/demande-devis',
  '/contact',
  '/blog',
  '/blog?page=2',
  '/mentions-legales',
  '/politique-de-confidentialite',
  '/header',
  '/sitemap.xml',
  '/robots.txt',
];

/** The form of /demande-devis as a browser without JavaScript posts it. */
const quoteForm = (email: string) =>
  new URLSearchParams({
    plan: 'standard',
    nom: 'Dr Claire Morel',
    email,
    telephone: '06 12 34 56 78',
    cabinet: 'Cabinet des Tilleuls',
    ville: 'Lyon',
    message: '',
    acceptPolicy: 'on',
    website: '',
  });

const apiQuote = (email: string) => ({
  kind: 'quote',
  name: 'Dr Paul Girard',
  email,
  message: 'Deux praticiens, une secrétaire à mi-temps.',
  phone: '06 98 76 54 32',
  practice: 'Maison de santé des Quais',
  city: 'Bordeaux',
  plan: 'serenite',
  consent: true,
});

/**
 * The image on the host's Postgres and Redis (`--network host`), locked down as ops
 * run it: read-only root, a tmpfs on /tmp, no capabilities, no privilege gain.
 */
describe.skipIf(!image || !hasPostgres || !hasRedis)('the image on Postgres and Redis', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let site: Container;
  const names: string[] = [];
  const prefix = uniqueName('pg');
  let env: Record<string, string>;
  const lockedDown = [
    '--read-only',
    '--tmpfs',
    '/tmp',
    '--cap-drop',
    'ALL',
    '--security-opt',
    'no-new-privileges',
    '--health-interval',
    '1s',
  ];
  // Behind a proxy (TRUST_PROXY=1), so that each test speaks for the client address it chooses.
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.raw.includes(email));
  const start = async (extra: Record<string, string> = {}, args = lockedDown) => {
    const port = await freePort();
    const container = await runContainer(image, {
      port,
      env: { ...env, SITE_URL: `http://127.0.0.1:${port}`, ...extra },
      args,
    });
    names.push(container.name);
    await waitUntilServing(container);
    return container;
  };

  beforeAll(async () => {
    database = await scratchDatabase();
    const smtpPort = await freePort();
    smtp = await startSmtpServer(smtpPort);
    env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_TO: `${prefix}@secretalia.fr`,
      TRUST_PROXY: '1',
    };
    site = await start();
  });
  afterAll(async () => {
    await removeContainers(...names);
    await smtp?.close();
    await database?.drop();
  });

  it('serves every page, as uid 1000, on a read-only root without capabilities', async () => {
    expect(await site.inspect('{{.HostConfig.ReadonlyRootfs}} {{json .HostConfig.CapDrop}}')).toBe('true ["ALL"]');
    expect((await site.exec('id', '-u')).stdout).toBe('1000\n');
    expect((await site.exec('touch', '/app/dist/x')).stderr).toContain('Read-only file system');
    expect(await (await fetch(`${site.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${site.url}/readyz`)).json()).toEqual({ status: 'ready', database: 'postgres' });

    // A Postgres database starts empty: the admin imports the shipped articles.
    const imported = await site.exec('node', 'dist/scripts/blog-import.js', 'content/blog');
    expect(imported.code, imported.stdout + imported.stderr).toBe(0);
    expect(imported.stdout).toContain('8 créés, 0 mis à jour, 0 inchangé, 0 erreur');

    for (const page of [...PAGES, '/blog/week-end-et-appels-urgents']) {
      const res = await fetch(`${site.url}${page}`, { redirect: 'manual' });
      expect(res.status, page).toBe(200);
    }
    expect((await fetch(`${site.url}/cette-page-n-existe-pas`)).status).toBe(404);
  });

  it('takes a quote through the API and through the form without JavaScript, and hands both notifications to the mail server', async () => {
    const api = await fetch(`${site.url}/api/v1/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...from('203.0.113.10') },
      body: JSON.stringify(apiQuote('paul.girard@exemple.fr')),
    });
    expect(api.status).toBe(201);
    const form = await fetch(`${site.url}/demande-devis`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', ...from('203.0.113.11') },
      body: quoteForm('claire.morel@exemple.fr'),
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/demande-devis/merci');

    for (const email of ['paul.girard@exemple.fr', 'claire.morel@exemple.fr']) {
      const [mail] = await eventually(
        async () => (mailsTo(email).length ? mailsTo(email) : undefined),
        `notification about ${email}`,
      );
      expect(mail!.to).toEqual([env.MAIL_TO]);
    }
    // The request log names the address the client asked for.
    const logs = await site.logs();
    expect(logs).toContain('"msg":"POST /api/v1/contact 201"');
    expect(logs).toContain('"msg":"POST /demande-devis 303"');
  });

  it('turns "healthy" by its own health check', async () => {
    const status = await eventually(async () => {
      const value = await site.inspect('{{.State.Health.Status}}');
      return value === 'healthy' ? value : undefined;
    }, 'health status');
    expect(status).toBe('healthy');
  });

  it(
    'stops cleanly under a stream of form posts: exit 0, every acknowledged post stored, each mail sent once after the restart',
    { timeout: 240_000 },
    async () => {
      // A slow mail server, so that mails are still waiting when the stop comes.
      const slowPort = await freePort();
      const slowSmtp = await startSmtpServer(slowPort, { delayMs: 250 });
      // Its own database: the other containers' workers would send its mails elsewhere.
      const own = await scratchDatabase();
      try {
        const streamed = await start({ SMTP_URL: `smtp://127.0.0.1:${slowPort}`, DATABASE_URL: own.url }, []);
        const acknowledged: string[] = [];
        let sent = 0;
        let refused = 0;
        let stopped = false;
        // Posts keep coming until the server stops listening, across the SIGTERM.
        const poster = async (worker: number) => {
          for (let n = 0; !stopped; n++) {
            const email = `flux-${worker}-${n}@exemple.fr`;
            sent++;
            try {
              const res = await fetch(`${streamed.url}/demande-devis`, {
                method: 'POST',
                headers: {
                  'Content-Type': 'application/x-www-form-urlencoded',
                  Accept: 'text/html',
                  Connection: 'close',
                  ...from(`10.${worker}.${Math.floor(n / 250)}.${n % 250}`),
                },
                body: quoteForm(email),
                redirect: 'manual',
              });
              if (res.status === 303) acknowledged.push(email);
            } catch {
              refused++; // the server has stopped listening: not acknowledged
              return;
            }
          }
        };
        const posters = [1, 2, 3, 4].map(poster);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await dockerOk(['stop', '--time', '10', streamed.name]);
        stopped = true;
        await Promise.all(posters);
        expect(await streamed.inspect('{{.State.ExitCode}}')).toBe('0');
        expect(acknowledged.length).toBeGreaterThan(4);

        const client = new pg.Client({ connectionString: own.url });
        await client.connect();
        const stored = (
          await client.query<{ email: string }>("select email from leads where email like 'flux-%'")
        ).rows.map((row) => row.email);
        await client.end();
        expect(stored.sort()).toEqual(expect.arrayContaining([...acknowledged].sort()));

        const beforeRestart = acknowledged.filter((email) =>
          slowSmtp.received.some((mail) => mail.raw.includes(email)),
        ).length;
        await dockerOk(['start', streamed.name]);
        await waitUntilServing(streamed);
        await eventually(
          async () =>
            acknowledged.every((email) => slowSmtp.received.some((mail) => mail.raw.includes(email)))
              ? true
              : undefined,
          'every acknowledged post notified',
          120_000,
        );
        for (const email of acknowledged)
          expect(
            slowSmtp.received.filter((mail) => mail.raw.includes(email)),
            email,
          ).toHaveLength(1);
        console.log(
          `stop under load: ${sent} posts sent, ${acknowledged.length} acknowledged and stored, ${refused} refused once it stopped listening, ${beforeRestart} mailed before the stop, ${acknowledged.length - beforeRestart} after the restart`,
        );
      } finally {
        await slowSmtp.close();
        await removeContainers(...names.splice(names.length - 1));
        await own.drop();
      }
    },
  );

  it('shares the rate limit between two containers (Redis) and sends each mail once', async () => {
    const other = await start();
    const client = from('192.0.2.77');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const target = i % 2 ? other : site;
      const res = await fetch(`${target.url}/api/v1/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...client },
        body: JSON.stringify(apiQuote(`partage-${i}@exemple.fr`)),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const emails = [0, 1, 2, 3, 4].map((i) => `partage-${i}@exemple.fr`);
    await eventually(
      async () => (emails.every((email) => mailsTo(email).length > 0) ? true : undefined),
      'five notifications',
    );
    // Both workers poll every 5 s: after two more rounds, still one mail each.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    for (const email of emails) expect(mailsTo(email), email).toHaveLength(1);
    expect(mailsTo('partage-5@exemple.fr')).toHaveLength(0);
  });
});
