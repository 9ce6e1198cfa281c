import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect } from 'vitest';
import { test } from './fixtures';
import { runAdmin } from './helpers/admin';
import { startServer } from './helpers/server';

/** What other users of the machine could read, write or enter under `dir`, with its mode. */
function sharedUnder(dir: string): string[] {
  const found: string[] = [];
  const visit = (file: string) => {
    const stats = fs.lstatSync(file);
    if (stats.isSymbolicLink() || stats.isSocket()) return;
    if (stats.mode & 0o077) found.push(`${(stats.mode & 0o777).toString(8)} ${path.relative(dir, file)}`);
    if (stats.isDirectory()) for (const name of fs.readdirSync(file)) visit(path.join(file, name));
  };
  visit(dir);
  return found;
}

const until = async (done: () => boolean, what: string) => {
  // A busy machine is slow to start a new embedded database: wait for what is needed, not a fixed time.
  for (let i = 0; i < 600 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 200));
  if (!done()) throw new Error(`still waiting for ${what}`);
};

describe('the site’s files on disk', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'private-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  test('after a start on a new DATA_DIR, a quote and a daily backup, nothing is open to other users', async () => {
    const dataDir = path.join(work, 'new-site');
    const server = await startServer(
      { DATA_DIR: dataDir, DATABASE_URL: '', BACKUP_KEEP_DAYS: '7' },
      { timeoutMs: 180_000 },
    );
    try {
      const res = await fetch(`${server.url}/api/v1/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'localhost' },
        body: JSON.stringify({
          kind: 'quote',
          name: 'Dr Claire Morel',
          email: 'claire@exemple.fr',
          message: 'Deux praticiens.',
          phone: '+33 6 12 34 56 78',
          practice: 'Cabinet des Tilleuls',
          city: 'Lyon',
          plan: 'collectif',
          consent: true,
        }),
      });
      expect(res.status).toBeLessThan(300);
      const files = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);
      await until(() => files(path.join(dataDir, 'mail')).some((name) => name.endsWith('.eml')), 'the mail');
      await until(() => files(path.join(dataDir, 'backups')).some((name) => name.endsWith('.sql.gz')), 'the backup');
    } finally {
      await server.stop();
    }
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(sharedUnder(dataDir)).toEqual([]);
    expect(server.output()).not.toContain('can be read or entered by other users');
  }, 300_000);

  test('preflight names a DATA_DIR other users can read, with the fix', async ({ database }) => {
    const dataDir = path.join(work, 'shared');
    fs.mkdirSync(path.join(dataDir, 'mail'), { recursive: true, mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(path.join(dataDir, 'mail'), 0o755);
    const result = await runAdmin('preflight', [], { database, env: { DATA_DIR: dataDir } });
    expect(result.output).toContain(
      `✗ Dossier de données (DATA_DIR) : 2 fichiers ou dossiers lisibles par les autres utilisateurs de la machine (${dataDir} (0755), ${dataDir}/mail (0755))`,
    );
    expect(result.output).toContain(`    → chmod -R go-rwx ${dataDir}`);
    fs.chmodSync(dataDir, 0o700);
    fs.chmodSync(path.join(dataDir, 'mail'), 0o700);
    const fixed = await runAdmin('preflight', [], { database, env: { DATA_DIR: dataDir } });
    expect(fixed.output).toContain(`✓ Dossier de données (DATA_DIR) : ${dataDir}, réservé à l’utilisateur du site`);
  }, 120_000);
});
