import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { repoRoot, runToEnd } from '../../tests/helpers/server';

/**
 * `work`: a folder of the admin's, removed after the file; `run(script, ...args)`: a command typed
 * from the repository's folder, on the file's database; `distOnly`: a folder holding only the
 * build and the dependencies, as the production image does, removed after the file.
 */
const it = test
  .extend('work', { scope: 'file' }, async ({}, { onCleanup }) => {
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'blog-scripts-'));
    onCleanup(() => fs.rm(work, { recursive: true, force: true }));
    return work;
  })
  .extend(
    'run',
    async ({ database }) =>
      (script: string, ...args: string[]) =>
        runAdmin(script, args, { database, env: { SITE_URL: 'https://www.secretalia.fr' }, cwd: repoRoot }),
  )
  .extend('distOnly', { scope: 'file' }, async ({}, { onCleanup }) => {
    const app = await fs.mkdtemp(path.join(os.tmpdir(), 'dist-only-'));
    onCleanup(() => fs.rm(app, { recursive: true, force: true }));
    await fs.cp(path.join(repoRoot, 'dist'), path.join(app, 'dist'), { recursive: true });
    await fs.copyFile(path.join(repoRoot, 'package.json'), path.join(app, 'package.json'));
    await fs.symlink(path.join(repoRoot, 'node_modules'), path.join(app, 'node_modules'));
    return app;
  });

/** The admin commands as an admin runs them, typed from the repository's folder, on a database of their own. */
describe('npm run blog:import, blog:list, blog:remove', () => {
  it('imports a folder, then finds everything unchanged', async ({ run }) => {
    const first = await run('blog-import', 'content/blog');
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain(
      'créé        comment-fonctionne-un-telesecretariat-medical  (content/blog/comment-fonctionne-un-telesecretariat-medical.md)',
    );
    expect(first.output).toContain('8 créés, 0 mis à jour, 0 inchangé, 0 erreur');

    const second = await run('blog-import', 'content/blog');
    expect(second.code).toBe(0);
    expect(second.output).toContain('0 créé, 0 mis à jour, 8 inchangés, 0 erreur');
  }, 180_000); // Eight covers encoded from their originals: half a minute on a loaded 2-core machine.

  it('changes nothing in a dry run, and reports a bad file by name and field (exit code 1)', async ({ work, run }) => {
    const source = await fs.readFile(path.join(repoRoot, 'content/blog/week-end-et-appels-urgents.md'), 'utf8');
    await fs.cp(path.join(repoRoot, 'content/blog/images'), path.join(work, 'images'), { recursive: true });
    const edited = path.join(work, 'week-end.md');
    await fs.writeFile(edited, source.replace(/^title: .*$/m, 'title: "Week-end : nouveau titre"'));
    const broken = path.join(work, 'casse.md');
    await fs.writeFile(broken, source.replace(/^slug: .*$/m, 'slug: "Mauvais Slug"').replace(/^excerpt: .*$/m, ''));

    const dry = await run('blog-import', edited, broken, '--dry-run');
    expect(dry.code).toBe(1);
    expect(dry.output).toContain('serait mis à jour  week-end-et-appels-urgents');
    // Another file than the one the article came from: said plainly.
    expect(dry.output).toMatch(
      /ce slug était celui de l’article importé de content\/blog\/week-end-et-appels-urgents\.md \(« Week-end et appels urgents[^»]*»\), que ce fichier remplacerait/,
    );
    expect(dry.output).toMatch(
      /erreur +.*casse\.md : slug : attendu des lettres minuscules, des chiffres et des tirets, par exemple mon-article ; excerpt : manque/,
    );
    expect(dry.output).toContain('Essai, rien n’est enregistré : 0 créé, 1 mis à jour, 0 inchangé, 1 erreur');

    const list = await run('blog-list');
    expect(list.output).not.toContain('nouveau titre');
  });

  it('lists the articles in a table, newest first, with their status', async ({ run }) => {
    const list = await run('blog-list');
    expect(list.code).toBe(0);
    const lines = list.output.trim().split('\n');
    expect(lines[0]).toMatch(/^n° +date +statut +slug +titre +auteur$/);
    expect(lines[2]).toMatch(
      /^\d+ +2026-11-17 +publié +demarrage-offert-mise-en-place-et-formation +Un démarrage offert/,
    );
    expect(lines).toHaveLength(2 + 8 + 1);
    expect(lines.at(-1)).toMatch(/^8 articles dans (pglite|postgres):\/\/.* : 8 publiés, 0 programmé, 0 brouillon$/);
  });

  it('prints the preview address of a draft and of a scheduled article, at import and in the list', async ({
    work,
    run,
  }) => {
    const folder = path.join(work, 'a-venir');
    await fs.cp(path.join(repoRoot, 'docs/examples/preparer-l-arrivee-de-votre-secretaire'), folder, {
      recursive: true,
    });
    const example = await fs.readFile(path.join(folder, 'article.md'), 'utf8');
    await fs.writeFile(
      path.join(folder, 'programme.md'),
      example
        .replace(/^slug: .*$/m, 'slug: "article-programme"')
        .replace(/^date: .*$/m, 'date: "2099-01-15 09:00"')
        .replace(/^draft: true\n/m, ''),
    );
    const imported = await run('blog-import', folder);
    expect(imported.code, imported.output).toBe(0);
    const address = (slug: string) =>
      new RegExp(`https://www\\.secretalia\\.fr/blog/apercu/${slug}\\?signature=[0-9a-z]+\\.[A-Za-z0-9_-]{43}`);
    expect(imported.output).toMatch(
      new RegExp(`brouillon, non public ; aperçu : ${address('preparer-l-arrivee-de-votre-secretaire').source}`),
    );
    expect(imported.output).toMatch(
      new RegExp(
        `programmé, public à partir du 2099-01-15 09:00 \\(heure de Paris\\) ; aperçu : ${address('article-programme').source}`,
      ),
    );

    const list = await run('blog-list');
    expect(list.output).toMatch(/^\d+ +2099-01-15 +programmé +article-programme /m);
    expect(list.output).toMatch(/^\d+ +2026-12-01 +brouillon +preparer-l-arrivee-de-votre-secretaire /m);
    expect(list.output).toContain(
      'Pas encore publics (adresses d’aperçu privées, valables 30 jours ; quiconque en a une peut lire l’article) :',
    );
    expect(list.output).toMatch(address('article-programme'));
    expect(list.output).toMatch(address('preparer-l-arrivee-de-votre-secretaire'));
    expect(list.output).toMatch(/10 articles dans (pglite|postgres):\/\/.* : 8 publiés, 1 programmé, 1 brouillon$/m);
  });

  it('removes an article by slug, and says so when the slug is unknown (exit code 1)', async ({ run }) => {
    const unknown = await run('blog-remove', 'pas-un-article');
    expect(unknown.code).toBe(1);
    expect(unknown.output.trim()).toBe(
      'blog:remove: aucun article n’a le slug « pas-un-article » (npm run blog:list montre les slugs)',
    );

    const removed = await run('blog-remove', 'week-end-et-appels-urgents');
    expect(removed.code).toBe(0);
    expect(removed.output.trim()).toBe('retiré : week-end-et-appels-urgents');
    expect((await run('blog-list')).output).toContain('9 articles dans');
  });

  it('says what is missing, and how to call it', async ({ run }) => {
    const importer = await run('blog-import');
    expect(importer.code).toBe(2);
    expect(importer.output.trim()).toBe(
      'blog:import: il manque <fichier ou dossier> [autres fichiers ou dossiers] (voir --help)',
    );
    const remover = await run('blog-remove');
    expect(remover.code).toBe(2);
    expect(remover.output.trim()).toBe('blog:remove: il manque <slug> (voir --help)');
    const help = await run('blog-remove', '--help');
    expect(help.output).toContain('Utilisation : npm run blog:remove -- <slug>');
  });
});

/**
 * The production image carries dist/, node_modules and content/, not the sources:
 * `docker exec … node dist/scripts/blog-import.js /path` must work there. Here, a
 * folder holding only the build and the dependencies.
 */
describe('the import from the build alone', () => {
  it('imports the worked example with its cover and diagram, and lists it', async ({ distOnly: app }) => {
    const env = { DATABASE_URL: `pglite://${path.join(app, 'data', 'db')}`, SITE_URL: 'https://www.secretalia.fr' };
    const folder = path.join(repoRoot, 'docs/examples/preparer-l-arrivee-de-votre-secretaire');
    const node = (script: string, ...args: string[]) =>
      runToEnd([path.join(app, 'dist', 'scripts', script), ...args], env, { cwd: app });
    // A retry (CI's, after a try that ran out of time) starts again from the build alone.
    await fs.rm(path.join(app, 'data'), { recursive: true, force: true });
    expect(await fs.readdir(app)).toEqual(['dist', 'node_modules', 'package.json']);
    const imported = await node('blog-import.js', folder);
    expect(imported.code, imported.output).toBe(0);
    expect(imported.output).toContain('1 créé, 0 mis à jour, 0 inchangé, 0 erreur');
    const list = await node('blog-list.js');
    expect(list.output).toMatch(/brouillon +preparer-l-arrivee-de-votre-secretaire/);
  }, 120_000); // A cover and a diagram encoded in a new process: 10 s alone, 30 s and more on a loaded 2-core machine.
});
