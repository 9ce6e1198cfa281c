import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../helpers/smtp';
import {
  docker,
  dockerOk,
  removeContainers,
  runContainer,
  uniqueName,
  waitUntilServing,
  type Container,
} from './docker';

const image = inject('containerImage');

const ARTICLE = [
  '---',
  'title: "La rentrée du cabinet : reprendre les rendez-vous sans saturer la ligne"',
  'slug: "rentree-du-cabinet"',
  'excerpt: "Septembre ramène les renouvellements et les certificats : comment un accueil partagé absorbe la vague."',
  'date: "2026-09-01T09:00:00+02:00"',
  'image: "./rentree.svg"',
  'imageAlt: "Un calendrier de rentrée"',
  '---',
  'Les premiers jours de septembre, le téléphone sonne sans arrêt.',
].join('\n');

/**
 * What an admin runs with `docker exec` while the container serves on the embedded
 * database, and what the site then shows without a restart. One line per command:
 * leads:list, privacy:export, settings:legal or an article with its own cover photo
 * are added here as they come.
 */
const ADMIN_COMMANDS: { command: string; prints: RegExp; page?: [string, string] }[] = [
  {
    command: 'blog-import.js /import',
    prints: /1 créé, 0 mis à jour, 0 inchangé, 0 erreur/,
    page: ['/blog/rentree-du-cabinet', 'La rentrée du cabinet'],
  },
  {
    command: 'blog-list.js',
    prints: /^9 articles dans pglite:\/\/\/app\/data\/pglite \(par le socket du serveur en marche\) : 9 publiés/m,
  },
  {
    command: 'settings-social.js linkedin=https://www.linkedin.com/company/secretalia-sante',
    prints: /^linkedin +https:\/\/www\.linkedin\.com\/company\/secretalia-sante$/m,
    page: ['/contact', 'https://www.linkedin.com/company/secretalia-sante'],
  },
  { command: 'mail-status.js', prints: /^en attente \d+ {3}en cours \d+ {3}envoyés \d+ {3}non remis \d+$/m },
  // No npm in the container: the usage names node, as the owner types it there.
  { command: 'migrate.js --help', prints: /^Utilisation : node dist\/scripts\/migrate\.js \[--rollback\]$/m },
];

/** The default: no DATABASE_URL, the embedded database in a named volume on /app/data. */
describe.skipIf(!image)('the image on its embedded database', () => {
  const volume = uniqueName('data');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'container-embedded-'));
  const articles = path.join(work, 'articles');
  const names: string[] = [];
  let site: Container;
  const start = async (args: string[] = [], env: Record<string, string> = {}) => {
    const container = await runContainer(image, {
      name: uniqueName('embedded'),
      port: await freePort(),
      env,
      args: ['-v', `${volume}:/app/data`, ...args],
    });
    names.push(container.name);
    return container;
  };

  beforeAll(async () => {
    fs.mkdirSync(articles);
    fs.writeFileSync(path.join(articles, 'rentree.md'), ARTICLE);
    // The editor's own cover beside the Markdown, as the import expects it.
    fs.copyFileSync('content/blog/images/week-end-et-appels-urgents.svg', path.join(articles, 'rentree.svg'));
    // Readable by the image's user (uid 1000), as a folder of articles handed to ops would be.
    fs.chmodSync(work, 0o755);
    fs.chmodSync(articles, 0o755);
    site = await start(['-v', `${articles}:/import:ro`]);
    const ms = await waitUntilServing(site);
    console.log(`embedded database, new volume: first 200 on /healthz ${ms} ms after docker run`);
  });
  afterAll(async () => {
    await removeContainers(...names);
    await docker(['volume', 'rm', '-f', volume]);
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('is filled with the shipped articles and takes a quote', async () => {
    expect(await (await fetch(`${site.url}/blog`)).text()).toContain('Week-end et appels urgents');
    const res = await fetch(`${site.url}/api/v1/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Dr Inès Haddad',
        email: 'ines.haddad@exemple.fr',
        message: 'Un rappel demain matin ?',
      }),
    });
    expect(res.status).toBe(201);
  });

  it.each(ADMIN_COMMANDS)(
    'runs `node dist/scripts/$command` through docker exec while serving',
    async ({ command, prints, page }) => {
      if (page) await fetch(`${site.url}${page[0]}`); // now in the page cache
      const [script, ...args] = command.split(' ');
      const result = await site.exec('node', `dist/scripts/${script}`, ...args);
      expect(result.code, result.stdout + result.stderr).toBe(0);
      expect(result.stdout).toMatch(prints);
      if (page) {
        const res = await fetch(`${site.url}${page[0]}`);
        expect(res.status).toBe(200);
        expect(await res.text()).toContain(page[1]);
      }
    },
  );

  it('keeps the lead and the article in the volume across docker rm and a new container', async () => {
    await dockerOk(['stop', site.name]);
    await dockerOk(['rm', site.name]);
    site = await start();
    await waitUntilServing(site);
    expect((await fetch(`${site.url}/blog/rentree-du-cabinet`)).status).toBe(200);
    // From the host, through the socket in the volume, as docs/operations.md shows with psql.
    const mountpoint = (await dockerOk(['volume', 'inspect', '--format', '{{.Mountpoint}}', volume])).trim();
    const client = new pg.Client({ host: path.join(mountpoint, 'pglite'), user: 'postgres', database: 'postgres' });
    await client.connect();
    const leads = await client.query('select name from leads where email = $1', ['ines.haddad@exemple.fr']);
    await client.end();
    expect(leads.rows).toEqual([{ name: 'Dr Inès Haddad' }]);
  });

  it('is up again at once after docker kill and docker start (the stale lock is taken over)', async () => {
    await dockerOk(['kill', site.name]);
    await dockerOk(['start', site.name]);
    const ms = await waitUntilServing(site);
    console.log(`docker kill, then docker start: first 200 on /healthz ${ms} ms after docker start`);
    expect(await site.logs()).not.toContain('already in use');
    expect((await fetch(`${site.url}/blog/rentree-du-cabinet`)).status).toBe(200);
  });

  it('still refuses a second container on the same volume', async () => {
    const second = await start();
    expect((await dockerOk(['wait', second.name])).trim()).toBe('1');
    const logs = (await second.logs()).trim().split('\n');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('The embedded database in /app/data/pglite is already in use by another process');
  });

  it('says in one log line what to do when /app/data cannot be written, or the mail folder made', async () => {
    const rootOwned = fs.mkdtempSync(path.join(os.tmpdir(), 'root-owned-'));
    try {
      const cases: { env: Record<string, string>; says: string[] }[] = [
        { env: {}, says: ['The data folder /app/data/pglite cannot be written (EACCES)', 'chown -R 1000:1000'] },
        {
          env: { DATABASE_URL: 'pglite://memory' },
          says: ['The mail folder /app/data/mail cannot be written (EACCES)', 'set SMTP_URL'],
        },
      ];
      for (const { env, says } of cases) {
        const container = await runContainer(image, {
          name: uniqueName('unwritable'),
          port: await freePort(),
          env,
          args: ['-v', `${rootOwned}:/app/data`],
        });
        names.push(container.name);
        expect((await dockerOk(['wait', container.name])).trim()).toBe('1');
        const logs = (await container.logs()).trim().split('\n');
        expect(logs, logs.join('\n')).toHaveLength(1);
        for (const text of says) expect(logs[0]).toContain(text);
      }
    } finally {
      fs.rmSync(rootOwned, { recursive: true, force: true });
    }
  });
});
