import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runToEnd, startServer, type RunningServer } from './helpers/server';

/**
 * `npm start` on the embedded database, and the admin at the same time: the commands
 * reach the running server's database through its socket, and the site shows what they
 * changed without a restart. A server killed outright leaves its folder to the next one at once.
 */
describe('admin commands while the server runs on the embedded database', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-admin-'));
  const folder = path.join(work, 'db');
  const env = { DATABASE_URL: `pglite://${folder}` };
  const command = (script: string, ...args: string[]) =>
    runToEnd([path.join('dist', 'scripts', `${script}.js`), ...args], env);
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('change the site at once: social links, a new article', { timeout: 90_000 }, async () => {
    server = await startServer(env);
    const contact = async () => (await fetch(`${server!.url}/contact`)).text();
    expect(await contact()).not.toContain('secretalia-sante'); // now in the page cache

    const social = await command('settings-social', 'linkedin=https://www.linkedin.com/company/secretalia-sante');
    expect(social.code, social.output).toBe(0);
    expect(await contact()).toContain('https://www.linkedin.com/company/secretalia-sante');

    // The contact details: footer, contact page, legal notice and structured data, at once.
    const details = await command('settings-contact', 'phone=+33 1 23 45 67 89', 'email=bonjour@exemple.fr');
    expect(details.code, details.output).toBe(0);
    for (const page of ['/contact', '/mentions-legales', '/']) {
      const html = await (await fetch(`${server.url}${page}`)).text();
      expect(html, page).toContain('href="tel:+33123456789"');
      expect(html, page).toContain('+33\u00a01\u00a023\u00a045\u00a067\u00a089');
      expect(html, page).toContain('mailto:bonjour@exemple.fr');
      expect(html, page).not.toContain('tel:+33199001234');
    }
    expect(await (await fetch(`${server.url}/`)).text()).toContain('"telephone":"+33123456789"');

    const articles = path.join(work, 'articles');
    fs.mkdirSync(articles);
    fs.writeFileSync(
      path.join(articles, 'rentree.md'),
      [
        '---',
        'title: "La rentrée du cabinet : reprendre les rendez-vous sans saturer la ligne"',
        'slug: "rentree-du-cabinet"',
        'excerpt: "Septembre ramène les renouvellements et les certificats : comment un accueil partagé absorbe la vague."',
        'date: "2026-09-01T09:00:00+02:00"',
        'image: "./rentree.svg"',
        'imageAlt: "Un calendrier de rentrée"',
        '---',
        'Les premiers jours de septembre, le téléphone sonne sans arrêt.',
      ].join('\n'),
    );
    fs.copyFileSync('content/blog/images/week-end-et-appels-urgents.svg', path.join(articles, 'rentree.svg'));
    expect((await fetch(`${server.url}/blog`)).ok).toBe(true);
    const imported = await command('blog-import', articles);
    expect(imported.code, imported.output).toBe(0);
    expect(imported.output).toContain('1 créé');
    const article = await fetch(`${server.url}/blog/rentree-du-cabinet`);
    expect(article.status).toBe(200);
    expect(await article.text()).toContain('La rentrée du cabinet');
    expect(await (await fetch(`${server.url}/blog`)).text()).toContain('La rentrée du cabinet');

    const list = await command('blog-list');
    expect(list.output).toMatch(/9 articles dans pglite:\/\/.* \(par le socket du serveur en marche\) : 9 publiés/);
    const mail = await command('mail-status');
    expect(mail.code, mail.output).toBe(0);
    expect(mail.output).toMatch(/^en attente \d+ {3}en cours \d+ {3}envoyés \d+ {3}non remis \d+$/m);
  });

  it.skipIf(spawnSync('psql', ['--version']).error)(
    'answers psql on the socket in the folder, with the README’s line as written',
    () => {
      // The README's line, typed in a checkout whose data/pglite is this test's folder.
      const line = /`(psql -h [^`]+)`/.exec(fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8'))![1]!;
      expect(line).toBe('psql -h "$PWD/data/pglite" -U postgres');
      const checkout = path.join(work, 'checkout');
      fs.mkdirSync(path.join(checkout, 'data'), { recursive: true });
      fs.symlinkSync(folder, path.join(checkout, 'data', 'pglite'));
      const psql = spawnSync(
        'bash',
        ['-c', `${line} -At -c "select count(*) from blog_posts where slug = 'rentree-du-cabinet'"`],
        { cwd: checkout, encoding: 'utf8' },
      );
      expect(psql.stderr).toBe('');
      expect(psql.stdout.trim()).toBe('1');
    },
  );

  it('still refuses a second server on the same folder', async () => {
    const second = await runToEnd(['dist/server/index.js'], { ...env, PORT: '0', NODE_ENV: 'production' });
    expect(second.code).toBe(1);
    expect(second.output).toContain('is already in use by another process');
    expect(second.output.trim().split('\n')).toHaveLength(1);
  });

  it('starts again at once on the folder of a server that was killed, with the data kept', async () => {
    await server!.stop('SIGKILL');
    server = await startServer(env);
    expect(server.output()).not.toContain('already in use');
    expect((await fetch(`${server.url}/blog/rentree-du-cabinet`)).status).toBe(200);
  });
});
