import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../helpers/smtp';
import { docker, dockerEnv, dockerOk, eventually, repoRoot } from './docker';

const image = inject('containerImage');

/** Docker's compose plugin where installed, else Debian's docker-compose (1.29). */
function composeCommand(): string[] | undefined {
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    if (spawnSync(command[0]!, [...command.slice(1), 'version'], { env: dockerEnv }).status === 0) return command;
  }
  return undefined;
}
const compose = image ? composeCommand() : undefined;
if (image && !compose && process.env.REQUIRE_DOCKER === '1') throw new Error('REQUIRE_DOCKER=1 but neither `docker compose` nor docker-compose is installed (apt-get install docker-compose)');

/**
 * compose.yaml as an operator runs it: `up -d`, then an admin command through
 * `exec site`. Postgres and Redis are stand-ins built from Debian's packages
 * (.ci/standins/; image registries are out of reach here), named through the file's
 * POSTGRES_IMAGE and REDIS_IMAGE. The stack gets its own network from compose; the
 * host reaches the site at its address on that network (published ports need NAT,
 * which the CI engine does not set up).
 */
describe.skipIf(!image || !compose)('the stack of compose.yaml', () => {
  const project = `secretaliatest${randomBytes(3).toString('hex')}`;
  let env: NodeJS.ProcessEnv;
  let siteAddress = '';
  const run = (...args: string[]) => {
    const result = spawnSync(compose![0]!, [...compose!.slice(1), '-p', project, '-f', path.join(repoRoot, 'compose.yaml'), ...args], { env, encoding: 'utf8', timeout: 600_000 });
    return { code: result.status, output: `${result.stdout}${result.stderr}` };
  };
  /** A request as the site's own address names it (SITE_URL is http://localhost:3000 here). */
  const request = (pathname: string, { method = 'GET', body }: { method?: string; body?: string } = {}) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        { host: siteAddress, port: 3000, path: pathname, method, agent: false, headers: { Host: 'localhost:3000', ...(body ? { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' } : {}) } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  beforeAll(async () => {
    for (const [name, folder] of [['postgres', 'postgres'], ['redis', 'redis']]) {
      await dockerOk(['build', '--network', 'host', '-q', '-t', `secretalia-ci/${name}-standin`, path.join(repoRoot, '.ci', 'standins', folder!)], { timeoutMs: 600_000 });
    }
    env = {
      ...dockerEnv,
      POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
      POSTGRES_IMAGE: 'secretalia-ci/postgres-standin',
      REDIS_IMAGE: 'secretalia-ci/redis-standin',
      SITE_IMAGE: image,
      SITE_PORT: String(await freePort()),
    };
    const started = Date.now();
    const up = run('up', '-d', '--no-build');
    expect(up.code, up.output).toBe(0);
    const site = run('ps', '-q', 'site').output.trim();
    siteAddress = (await dockerOk(['inspect', '--format', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', site])).trim();
    await eventually(async () => ((await dockerOk(['inspect', '--format', '{{.State.Health.Status}}', site])).trim() === 'healthy' ? true : undefined), 'site healthy', 120_000);
    console.log(`compose up -d: site healthy ${Date.now() - started} ms after the command (stand-ins already built)`);
  });
  afterAll(() => {
    if (env) run('down', '-v', '--remove-orphans');
  });

  it('serves the site on Postgres, and takes a quote', async () => {
    expect(JSON.parse((await request('/readyz')).text)).toEqual({ status: 'ready', database: 'postgres' });
    expect((await request('/')).text).toContain('Gérez moins, soignez mieux');
    const quote = await request('/api/v1/contact', {
      method: 'POST',
      body: JSON.stringify({ kind: 'quote', name: 'Dr Léa Martin', email: 'lea.martin@exemple.fr', message: 'Trois médecins.', phone: '06 11 22 33 44', practice: 'Cabinet du Port', city: 'Nantes', plan: 'collectif', consent: true }),
    });
    expect(quote.status, quote.text).toBe(201);
    // No SMTP_URL: the notification is written in the site's volume.
    await eventually(async () => {
      const mails = run('exec', '-T', 'site', 'ls', '/app/data/mail');
      return mails.code === 0 && mails.output.includes('.eml') ? true : undefined;
    }, 'notification written');
  });

  it('runs `docker compose exec site node dist/scripts/blog-import.js content/blog` as the README writes it', async () => {
    const imported = run('exec', '-T', 'site', 'node', 'dist/scripts/blog-import.js', 'content/blog');
    expect(imported.code, imported.output).toBe(0);
    expect(imported.output).toContain('8 created');
    expect((await request('/blog/week-end-et-appels-urgents')).status).toBe(200);
  });

  it('keeps Postgres and Redis healthy behind the site', async () => {
    for (const service of ['postgres', 'redis']) {
      const id = run('ps', '-q', service).output.trim();
      expect((await docker(['inspect', '--format', '{{.State.Health.Status}}', id])).stdout.trim(), service).toBe('healthy');
    }
  });
});
