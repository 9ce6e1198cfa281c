import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../server/db/database';
import { migrateLatest } from '../server/db/migrate';
import { freshDataDir } from './helpers/dataDir';
import { repoRoot, runToEnd } from './helpers/server';
import { siteDatabase } from './helpers/siteTemplate';
import { freePort } from './helpers/smtp';

/**
 * A Postgres server as far as a client's start goes: it reads the startup message and answers
 * with the error Postgres sends for that mistake (SQLSTATE `code`), as a real server does
 * before any query. Enough to see what the site says of a wrong role or a missing database.
 */
async function refusingPostgres(code: string, message: string): Promise<{ port: number; close: () => void }> {
  const field = (type: string, value: string) => Buffer.concat([Buffer.from(type), Buffer.from(`${value}\0`)]);
  const body = Buffer.concat([
    field('S', 'FATAL'),
    field('V', 'FATAL'),
    field('C', code),
    field('M', message),
    Buffer.from([0]),
  ]);
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  const answer = Buffer.concat([Buffer.from('E'), length, body]);
  const server = net.createServer((socket) => {
    socket.once('data', () => socket.end(answer));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, close: () => server.close() };
}

/** What the server and preflight print for one wrong setting: its lines, and the one meant for the owner. */
function ownersLine(output: string): { lines: string[]; said: string } {
  const lines = output.trim().split('\n');
  // The server's log is JSON, one object a line: the fatal one (level 60) is what stopped it.
  const fatal = lines.map((line) => (line.startsWith('{') ? JSON.parse(line) : undefined)).find((l) => l?.level === 60);
  return { lines, said: fatal ? String(fatal.msg) : lines.join('\n') };
}

describe('a launch mistake is one French line naming the setting, from the server and from preflight', () => {
  let wrongRole: Awaited<ReturnType<typeof refusingPostgres>>;
  let noDatabase: Awaited<ReturnType<typeof refusingPostgres>>;
  let closedPort: number;
  beforeAll(async () => {
    wrongRole = await refusingPostgres('28P01', 'password authentication failed for user "site"');
    noDatabase = await refusingPostgres('3D000', 'database "secretalia" does not exist');
    closedPort = await freePort();
  });
  afterAll(() => {
    wrongRole.close();
    noDatabase.close();
  });

  const mistakes: { name: string; value: () => string; says: RegExp }[] = [
    { name: 'TRUST_PROXY', value: () => 'loopbak', says: /attendu true, false, un nombre de relais.*« loopbak »/ },
    { name: 'TRUST_PROXY', value: () => '10.0.0.0/33', says: /attendu true, false/ },
    // 192.0.2.0/24 is reserved for documentation: never an address of this machine.
    { name: 'HOST', value: () => '192.0.2.7', says: /192\.0\.2\.7 n’est pas une adresse de cette machine/ },
    { name: 'HOST', value: () => 'site-introuvable.invalid', says: /ne se résout pas/ },
    {
      name: 'DATABASE_URL',
      value: () => 'postgres://site@localhost:cinq/site',
      says: /attendu postgres:\/\/hôte:5432\/base/,
    },
    {
      name: 'DATABASE_URL',
      value: () => `postgres://site:motdepasse@127.0.0.1:${closedPort}/site`,
      says: /le serveur Postgres 127\.0\.0\.1:\d+\/site ne répond pas \(ECONNREFUSED\)/,
    },
    {
      name: 'DATABASE_URL',
      value: () => `postgres://site:mauvais@127.0.0.1:${wrongRole.port}/secretalia`,
      says: /refuse l’utilisateur « site » ou son mot de passe \(28P01\)/,
    },
    {
      name: 'DATABASE_URL',
      value: () => `postgres://site:motdepasse@127.0.0.1:${noDatabase.port}/secretalia`,
      says: /la base « secretalia » n’existe pas .* \(3D000\) : créez-la/,
    },
    { name: 'REDIS_URL', value: () => 'http://127.0.0.1:6379', says: /attendu redis:\/\/… ou rediss:\/\/…/ },
    { name: 'REDIS_URL', value: () => 'redis://redis-introuvable.invalid:6379', says: /introuvable \(ENOTFOUND\)/ },
  ];

  for (const { name, value, says } of mistakes) {
    for (const [who, script] of [
      ['the server', 'dist/server/index.js'],
      ['preflight', 'dist/scripts/preflight.js'],
    ] as const) {
      it(`${who}: ${name} wrong (${says.source.slice(0, 40)}…)`, { timeout: 60_000 }, async () => {
        const { code, output } = await runToEnd([script], {
          PORT: '0',
          NODE_ENV: 'production',
          DATABASE_URL: 'pglite://memory',
          LOG_LEVEL: 'info',
          [name]: value(),
        });
        expect(code, output).toBe(1);
        const { lines, said } = ownersLine(output);
        expect(said).toMatch(new RegExp(`^(preflight: )?${name} : `));
        expect(said).toMatch(says);
        expect(said.split('\n')).toHaveLength(1);
        // Nothing else than the owner's line from preflight; from the server, only its JSON log.
        if (script.includes('preflight')) expect(lines).toHaveLength(1);
        else for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
        expect(output).not.toMatch(/\n\s+at /);
      });
    }
  }
});

describe('admin commands as processes, as the owner runs them', () => {
  it(
    'leads:list | head -1 prints the first line and nothing else: no EPIPE, exit 0',
    { timeout: 120_000 },
    async () => {
      const dataDir = freshDataDir('head');
      try {
        const url = siteDatabase(dataDir);
        const database = await openDatabase(url);
        await migrateLatest(database.db);
        // More than a pipe holds (64 KiB): the command is still writing when head has gone.
        const rows = Array.from({ length: 1500 }, (_, i) => ({
          kind: 'quote',
          name: `Dr Praticien ${i}`,
          email: `praticien${i}@exemple.fr`,
          phone: '06 12 34 56 78',
          practice: 'Cabinet de kinésithérapie du centre',
          city: 'Lyon',
          message: 'Deux praticiens, rappel le matin après 9 h.',
          consent: true,
        }));
        for (let i = 0; i < rows.length; i += 500) await database.db('leads').insert(rows.slice(i, i + 500));
        await database.close();
        // The command's exit code is written after it, on standard error, where head does not read.
        const result = spawnSync(
          'sh',
          ['-c', '{ node dist/scripts/leads-list.js; echo "code $?" >&2; } | head -1 >/dev/null'],
          {
            cwd: repoRoot,
            env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'silent' },
            encoding: 'utf8',
          },
        );
        expect(result.stderr).toBe('code 0\n');
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('with the database down, a command says one line naming DATABASE_URL, exit 1', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const { code, output } = await runToEnd(['dist/scripts/leads-list.js'], {
      DATABASE_URL: `postgres://site:motdepasse@127.0.0.1:${port}/site`,
    });
    expect(code).toBe(1);
    expect(output).toBe(
      `leads:list: DATABASE_URL : le serveur Postgres 127.0.0.1:${port}/site ne répond pas (ECONNREFUSED) : vérifiez qu’il est démarré et joignable d’ici, et l’hôte et le port de DATABASE_URL\n`,
    );
  });
});
