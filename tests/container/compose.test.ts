import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../helpers/smtp';
import { docker, dockerEnv, dockerOk, eventually, repoRoot } from './docker';

const image = inject('containerImage');
const DOMAIN = 'www.secretalia.test';

/** Docker's compose plugin where installed, else Debian's docker-compose (1.29). */
function composeCommand(): string[] | undefined {
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    if (spawnSync(command[0]!, [...command.slice(1), 'version'], { env: dockerEnv }).status === 0) return command;
  }
  return undefined;
}
const compose = image ? composeCommand() : undefined;
if (image && !compose && process.env.REQUIRE_DOCKER === '1')
  throw new Error(
    'REQUIRE_DOCKER=1 but neither `docker compose` nor docker-compose is installed (apt-get install docker-compose)',
  );

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * compose.yaml as an owner launches it: `up -d --scale site=3`, Caddy in front with
 * HTTPS for SITE_DOMAIN, then an admin command through `exec site`. Postgres, Redis
 * and Caddy are stand-ins built from Debian's packages (.ci/standins/; image
 * registries are out of reach here), named through the file's *_IMAGE variables;
 * Caddy signs its certificate with its own authority (CADDY_GLOBAL_OPTIONS=local_certs),
 * whose root the requests below trust. The host reaches Caddy at its address on the
 * stack's network (published ports need NAT, which the CI engine does not set up).
 */
describe.skipIf(!image || !compose)('the stack of compose.yaml', () => {
  const project = `secretaliatest${randomBytes(3).toString('hex')}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'compose-'));
  let env: NodeJS.ProcessEnv;
  let proxyAddress = '';
  let ca = '';
  const run = (...args: string[]) => {
    const result = spawnSync(
      compose![0]!,
      [...compose!.slice(1), '-p', project, '-f', path.join(repoRoot, 'compose.yaml'), ...args],
      { env, encoding: 'utf8', timeout: 600_000 },
    );
    return { code: result.status, output: `${result.stdout}${result.stderr}` };
  };
  /** A request to Caddy, over https as a browser makes it (or plain http to port 80). */
  const request = (
    pathname: string,
    { method = 'GET', body, plain = false }: { method?: string; body?: string; plain?: boolean } = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const headers = {
        Host: DOMAIN,
        ...(body ? { 'Content-Type': 'application/json', Origin: `https://${DOMAIN}` } : {}),
      };
      const options = {
        host: proxyAddress,
        port: plain ? 80 : 443,
        path: pathname,
        method,
        agent: false,
        headers,
        ...(plain ? {} : { ca, servername: DOMAIN }),
      };
      const req = (plain ? http : https).request(options, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
      });
      req.on('error', reject);
      req.end(body);
    });
  const siteContainers = () => run('ps', '-q', 'site').output.trim().split('\n').filter(Boolean);

  beforeAll(async () => {
    for (const name of ['postgres', 'redis', 'caddy']) {
      await dockerOk(
        [
          'build',
          '--network',
          'host',
          '-q',
          '-t',
          `secretalia-ci/${name}-standin`,
          path.join(repoRoot, '.ci', 'standins', name),
        ],
        { timeoutMs: 600_000 },
      );
    }
    env = {
      ...dockerEnv,
      POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
      POSTGRES_IMAGE: 'secretalia-ci/postgres-standin',
      REDIS_IMAGE: 'secretalia-ci/redis-standin',
      CADDY_IMAGE: 'secretalia-ci/caddy-standin',
      CADDY_GLOBAL_OPTIONS: 'local_certs',
      SITE_IMAGE: image,
      SITE_DOMAIN: DOMAIN,
      HTTP_PORT: String(await freePort()),
      HTTPS_PORT: String(await freePort()),
    };
    const started = Date.now();
    const up = run('up', '-d', '--no-build', '--scale', 'site=3');
    expect(up.code, up.output).toBe(0);
    const proxy = run('ps', '-q', 'proxy').output.trim();
    proxyAddress = (
      await dockerOk(['inspect', '--format', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', proxy])
    ).trim();
    await eventually(
      async () =>
        (await dockerOk(['inspect', '--format', '{{.State.Health.Status}}', proxy])).trim() === 'healthy'
          ? true
          : undefined,
      'proxy healthy',
      180_000,
    );
    ca = await eventually(
      async () => {
        const root = run('exec', '-T', 'proxy', 'cat', '/data/caddy/pki/authorities/local/root.crt');
        return root.code === 0 && root.output.includes('BEGIN CERTIFICATE') ? root.output : undefined;
      },
      'Caddy’s local authority',
      60_000,
    );
    await eventually(
      async () => ((await request('/healthz').catch(() => undefined))?.status === 200 ? true : undefined),
      'https through Caddy',
      60_000,
    );
    console.log(
      `compose up -d --scale site=3: served over https ${Date.now() - started} ms after the command (stand-ins already built)`,
    );
  });
  afterAll(() => {
    if (env) run('down', '-v', '--remove-orphans');
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('answers over HTTPS with the site’s headers and one HSTS; plain http goes to https on the same host', async () => {
    const home = await request('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('Gérez moins, soignez mieux');
    expect(home.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(home.headers['content-security-policy']).toContain("script-src 'self'");
    expect(JSON.parse((await request('/readyz')).text)).toEqual({ status: 'ready', database: 'postgres' });
    // The site's canonical address is the proxy's: its links and redirects are https.
    expect(home.text).toContain(`<link rel="canonical" href="https://${DOMAIN}/"/>`);
    const plain = await request('/nos-tarifs?x=1', { plain: true });
    expect([plain.status, plain.headers.location]).toEqual([308, `https://${DOMAIN}/nos-tarifs?x=1`]);
  });

  it('spreads the requests over the three instances, each serving', async () => {
    const containers = siteContainers();
    expect(containers).toHaveLength(3);
    for (let i = 0; i < 30; i++) expect((await request(`/nos-tarifs?instance=${i}`)).status).toBe(200);
    for (const container of containers) {
      const logs = (await docker(['logs', container])).stdout;
      expect(logs, container).toMatch(/GET \/nos-tarifs\?instance=\d+ 200/);
    }
  });

  it('stores a quote posted through it once, and mails it once', async () => {
    const email = `lea.martin.${randomBytes(3).toString('hex')}@exemple.fr`;
    const quote = await request('/api/v1/contact', {
      method: 'POST',
      body: JSON.stringify({
        kind: 'quote',
        name: 'Dr Léa Martin',
        email,
        message: 'Trois médecins.',
        phone: '06 11 22 33 44',
        practice: 'Cabinet du Port',
        city: 'Nantes',
        plan: 'collectif',
        consent: true,
      }),
    });
    expect(quote.status, quote.text).toBe(201);
    const stored = run(
      'exec',
      '-T',
      'postgres',
      'psql',
      '-U',
      'secretalia',
      '-d',
      'secretalia',
      '-Atc',
      `select count(*) from leads where email = '${email}'`,
    );
    expect(stored.output.trim()).toBe('1');
    // No SMTP_URL: the notification is written in the volume the instances share, by one of them.
    const mails = await eventually(async () => {
      const found = run('exec', '-T', 'site', 'sh', '-c', `grep -l -r '${email}' /app/data/mail | wc -l`);
      return found.code === 0 && Number(found.output.trim()) > 0 ? Number(found.output.trim()) : undefined;
    }, 'notification written');
    // Once the outbox holds this lead's one mail as sent and nothing else for it, no instance
    // has anything left to send for it: the count of files is final.
    await eventually(async () => {
      const outbox = run(
        'exec',
        '-T',
        'postgres',
        'psql',
        '-U',
        'secretalia',
        '-d',
        'secretalia',
        '-Atc',
        `select string_agg(o.status, ',') from email_outbox o join leads l on l.id = o.lead_id where l.email = '${email}'`,
      );
      return outbox.output.trim() === 'sent' ? true : undefined;
    }, 'the lead’s one mail marked sent');
    expect(
      Number(run('exec', '-T', 'site', 'sh', '-c', `grep -l -r '${email}' /app/data/mail | wc -l`).output.trim()),
    ).toBe(mails);
    expect(mails).toBe(1);
  });

  it('counts two visitors apart, whichever instance answers them (the rate limits shared in Redis)', async () => {
    fs.writeFileSync(path.join(work, 'root.crt'), ca, { mode: 0o644 });
    // Two machines on the stack's network, alive together (so each keeps an address of its own),
    // each posting through Caddy.
    const network = Object.keys(
      JSON.parse(
        await dockerOk([
          'inspect',
          '--format',
          '{{json .NetworkSettings.Networks}}',
          run('ps', '-q', 'proxy').output.trim(),
        ]),
      ) as Record<string, unknown>,
    )[0]!;
    const machines = [`${project}-visiteur-1`, `${project}-visiteur-2`];
    for (const name of machines) {
      await dockerOk([
        'run',
        '-d',
        '--name',
        name,
        '--network',
        network,
        '--add-host',
        `${DOMAIN}:${proxyAddress}`,
        '-v',
        `${path.join(work, 'root.crt')}:/ca.crt:ro`,
        '-e',
        'NODE_EXTRA_CA_CERTS=/ca.crt',
        '--entrypoint',
        'node',
        image,
        '-e',
        'setTimeout(() => {}, 300000)',
      ]);
    }
    const visitor = async (posts: number, who: string, machine: string) => {
      const script = `const r=[];for(let i=0;i<${posts};i++){const a=await fetch('https://${DOMAIN}/api/v1/newsletter/subscribe',{method:'POST',headers:{'content-type':'application/json',origin:'https://${DOMAIN}'},body:JSON.stringify({email:'${who}'+i+'@exemple.fr'})});r.push(a.status)}console.log(JSON.stringify(r))`;
      return JSON.parse(
        (await dockerOk(['exec', machine, 'node', '--input-type=module', '-e', script])).trim(),
      ) as number[];
    };
    try {
      expect(await visitor(6, 'premier', machines[0]!)).toEqual([200, 200, 200, 200, 200, 429]);
      expect(await visitor(1, 'second', machines[1]!)).toEqual([200]);
    } finally {
      await docker(['rm', '-f', ...machines]);
    }
  });

  it('runs `docker compose exec site node dist/scripts/blog-import.js content/blog` as docs/operations.md writes it', async () => {
    const imported = run('exec', '-T', 'site', 'node', 'dist/scripts/blog-import.js', 'content/blog');
    expect(imported.code, imported.output).toBe(0);
    expect(imported.output).toMatch(/8 créés|0 créé, 0 mis à jour, 8 inchangés/);
    expect((await request('/blog/week-end-et-appels-urgents')).status).toBe(200);
  });

  it('backs Postgres up daily and with `npm run backup` in the image; restored into an empty database, it serves the same site', async () => {
    // One instance of the three made the day's backup a few seconds after the start, in the shared volume.
    const daily = await eventually(
      async () => {
        const listed = run('exec', '-T', 'site', 'sh', '-c', 'ls /app/data/backups');
        return listed.code === 0 && /secretalia-\d{4}-\d{2}-\d{2}\.sql\.gz/.test(listed.output)
          ? listed.output
          : undefined;
      },
      'the day’s backup',
      60_000,
    );
    expect(daily.match(/secretalia-\d{4}-\d{2}-\d{2}\.sql\.gz/g)).toHaveLength(1);
    // What preflight says of it, on Postgres as on the embedded database.
    const preflight = run('exec', '-T', 'site', 'node', 'dist/scripts/preflight.js');
    expect(preflight.output).toMatch(/✓ Sauvegarde : la dernière date du /);
    // As docs/operations.md writes it, after the quote and the articles of the tests above.
    const made = run('exec', '-T', 'site', 'node', 'dist/scripts/backup.js', '--out', '/app/data/backups/essai.sql.gz');
    expect(made.code, made.output).toBe(0);
    expect(made.output).toContain('sauvegarde écrite dans /app/data/backups/essai.sql.gz');
    const created = run('exec', '-T', 'postgres', 'createdb', '-U', 'secretalia', 'restauree');
    expect(created.code, created.output).toBe(0);
    const restoredUrl = `postgres://secretalia:${env.POSTGRES_PASSWORD}@postgres:5432/restauree`;
    const restored = run(
      'exec',
      '-T',
      '-e',
      `DATABASE_URL=${restoredUrl}`,
      'site',
      'node',
      'dist/scripts/restore.js',
      '/app/data/backups/essai.sql.gz',
    );
    expect(restored.code, restored.output).toBe(0);
    // The same leads, listed by the same command from either database.
    const leads = (url?: string) =>
      run('exec', '-T', ...(url ? ['-e', `DATABASE_URL=${url}`] : []), 'site', 'node', 'dist/scripts/leads-list.js');
    const [before, after] = [leads(), leads(restoredUrl)];
    expect(after.code, after.output).toBe(0);
    expect(after.output).toContain('@exemple.fr');
    expect(after.output).toBe(before.output);
    // A server on the restored database, beside the running one in the same container: the same articles.
    const script = `
      import { spawn } from 'node:child_process';
      const child = spawn(process.execPath, ['dist/server/index.js'], {
        env: { ...process.env, DATABASE_URL: ${JSON.stringify(restoredUrl)}, PORT: '3999', HOST: '127.0.0.1', BACKUP_KEEP_DAYS: '0', LEADS_DIGEST: 'off' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      for (let i = 0; i < 150 && !out.includes('"port":3999'); i++) await new Promise((r) => setTimeout(r, 200));
      const links = async (port, path) =>
        [...(await (await fetch('http://127.0.0.1:' + port + path)).text()).matchAll(/href="(\\/blog\\/[^"?#]+)"/g)].map((m) => m[1]).sort();
      const article = async (port) => (await (await fetch('http://127.0.0.1:' + port + '/blog/week-end-et-appels-urgents')).text()).match(/<h1[^>]*>(.*?)<\\/h1>/s)?.[1];
      console.log(JSON.stringify({
        running: await links(3000, '/blog'), restored: await links(3999, '/blog'),
        runningArticle: await article(3000), restoredArticle: await article(3999),
      }));
      child.kill('SIGTERM');
    `;
    const compared = run('exec', '-T', 'site', 'node', '--input-type=module', '-e', script);
    expect(compared.code, compared.output).toBe(0);
    const pages = JSON.parse(compared.output.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect((pages.running as string[]).length).toBeGreaterThan(0);
    expect(pages.restored).toEqual(pages.running);
    expect(pages.restoredArticle).toBeTruthy();
    expect(pages.restoredArticle).toBe(pages.runningArticle);
  });

  it('keeps Postgres, Redis and the proxy healthy', async () => {
    for (const service of ['postgres', 'redis', 'proxy']) {
      const id = run('ps', '-q', service).output.trim();
      expect((await docker(['inspect', '--format', '{{.State.Health.Status}}', id])).stdout.trim(), service).toBe(
        'healthy',
      );
    }
  });
});
