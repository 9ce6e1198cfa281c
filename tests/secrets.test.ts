import { describe, expect, it } from 'vitest';
import { test } from './fixtures';
import { runAdmin } from './helpers/admin';
import { runToEnd, startServer } from './helpers/server';

/**
 * A password in a URL-shaped setting never shows: not in the server's log
 * (docker logs, collectors), not in any command's output, whether the setting
 * is malformed or merely unreachable.
 */
const password = 'Pl4in-T3xt-Secret';
const malformed = {
  SMTP_URL: `smtp://relayuser:${password}@mail.exemple.fr:587/?bogus=1`,
  DATABASE_URL: `mysql://site:${password}@db:3306/site`,
  REDIS_URL: `redis-cluster://:${password}@redis:6379`,
};
const unreachable = {
  SMTP_URL: `smtp://relayuser:${password}@127.0.0.1:1`,
  DATABASE_URL: `postgres://site:${password}@127.0.0.1:1/site`,
  REDIS_URL: `redis://:${password}@127.0.0.1:1`,
};

describe('passwords in settings', () => {
  for (const [name, value] of Object.entries(malformed)) {
    it(`a malformed ${name} is named in the server's log without its password`, async () => {
      const { code, output } = await runToEnd(['dist/server/index.js'], { [name]: value, PORT: '0' });
      expect(code).toBe(1);
      expect(output).toContain(name);
      expect(output).not.toContain(password);
    });

    it(`a malformed ${name} is named by the admin commands without its password`, async () => {
      for (const command of ['leads-list', 'preflight', 'mail-status']) {
        const result = await runAdmin(command, [], { env: { [name]: value } });
        expect(result.code).not.toBe(0);
        expect(result.output).toContain(name);
        expect(result.output).not.toContain(password);
      }
    });
  }

  it('an unreachable database is reported by a command without its password', async () => {
    const result = await runAdmin('leads-list', [], { env: { DATABASE_URL: unreachable.DATABASE_URL } });
    expect(result.code).toBe(1);
    expect(result.output).not.toContain(password);
  });

  it('a server whose relay and Redis are unreachable logs neither password', { timeout: 120_000 }, async () => {
    const server = await startServer(
      { SMTP_URL: unreachable.SMTP_URL, REDIS_URL: unreachable.REDIS_URL },
      { timeoutMs: 100_000 },
    );
    try {
      await fetch(`${server.url}/`);
      // Its outage was found and said once at start, naming the setting.
      expect(server.output()).toContain('REDIS_URL : le serveur Redis 127.0.0.1:1 ne répond pas (ECONNREFUSED)');
    } finally {
      await server.stop();
    }
    expect(server.output()).toContain('smtp://127.0.0.1:1');
    expect(server.output()).not.toContain(password);
  });

  test(
    'preflight checks a relay with a login without printing its password',
    { timeout: 120_000 },
    async ({ database }) => {
      const result = await runAdmin('preflight', [], { database, env: { SMTP_URL: unreachable.SMTP_URL } });
      expect(result.output).toContain('Envoi des e-mails');
      expect(result.output).not.toContain(password);
    },
  );
});
