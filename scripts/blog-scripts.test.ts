import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runToEnd } from '../tests/helpers/server';

/**
 * The admin commands as an admin runs them (the compiled dist/scripts/blog-*.js,
 * what `npm run blog:…` starts), on an embedded database folder of their own.
 */
describe('npm run blog:import, blog:list, blog:remove', () => {
  let work: string;
  let env: Record<string, string>;
  const run = (script: string, ...args: string[]) => runToEnd([path.join('dist', 'scripts', `${script}.js`), ...args], env);

  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'blog-scripts-'));
    // As npm sets it: the folder the admin typed the command in.
    env = { DATABASE_URL: `pglite://${path.join(work, 'db')}`, INIT_CWD: repoRoot };
  });
  afterAll(async () => {
    await fs.rm(work, { recursive: true, force: true });
  });

  it('imports a folder, then finds everything unchanged', async () => {
    const first = await run('blog-import', 'content/blog');
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain('created    comment-fonctionne-un-telesecretariat-medical  (content/blog/comment-fonctionne-un-telesecretariat-medical.md)');
    expect(first.output).toContain('8 created, 0 updated, 0 unchanged, 0 errors');

    const second = await run('blog-import', 'content/blog');
    expect(second.code).toBe(0);
    expect(second.output).toContain('0 created, 0 updated, 8 unchanged, 0 errors');
  });

  it('changes nothing in a dry run, and reports a bad file by name and field (exit code 1)', async () => {
    const source = await fs.readFile(path.join(repoRoot, 'content/blog/week-end-et-appels-urgents.md'), 'utf8');
    const edited = path.join(work, 'week-end.md');
    await fs.writeFile(edited, source.replace(/^title: .*$/m, 'title: "Week-end : nouveau titre"'));
    const broken = path.join(work, 'casse.md');
    await fs.writeFile(broken, source.replace(/^slug: .*$/m, 'slug: "Mauvais Slug"').replace(/^excerpt: .*$/m, ''));

    const dry = await run('blog-import', edited, broken, '--dry-run');
    expect(dry.code).toBe(1);
    expect(dry.output).toContain('would update  week-end-et-appels-urgents');
    expect(dry.output).toMatch(/error +.*casse\.md: slug: must be lowercase letters, digits and hyphens, e\.g\. mon-article; excerpt: is required/);
    expect(dry.output).toContain('Dry run, nothing written: 0 created, 1 updated, 0 unchanged, 1 error');

    const list = await run('blog-list');
    expect(list.output).not.toContain('nouveau titre');
  });

  it('lists the articles in a table, newest first', async () => {
    const list = await run('blog-list');
    expect(list.code).toBe(0);
    const lines = list.output.trim().split('\n');
    expect(lines[0]).toMatch(/^id +published +slug +title +author$/);
    expect(lines[2]).toMatch(/^\d+ +2026-11-17 +demarrage-offert-mise-en-place-et-formation +Un démarrage offert/);
    expect(lines).toHaveLength(2 + 8 + 1);
    expect(lines.at(-1)).toMatch(/^8 articles in pglite:\/\//);
  });

  it('removes an article by slug, and says so when the slug is unknown (exit code 1)', async () => {
    const unknown = await run('blog-remove', 'pas-un-article');
    expect(unknown.code).toBe(1);
    expect(unknown.output.trim()).toBe('blog:remove: no article with the slug "pas-un-article" (npm run blog:list shows the slugs)');

    const removed = await run('blog-remove', 'week-end-et-appels-urgents');
    expect(removed.code).toBe(0);
    expect(removed.output.trim()).toBe('removed week-end-et-appels-urgents');
    expect((await run('blog-list')).output).toContain('7 articles in');
  });

  it('explains its usage', async () => {
    const importer = await run('blog-import');
    expect(importer.code).toBe(1);
    expect(importer.output).toContain('blog:import: usage: npm run blog:import -- <file or folder of .md>… [--dry-run]');
    const remover = await run('blog-remove');
    expect(remover.code).toBe(1);
    expect(remover.output).toContain('blog:remove: usage: npm run blog:remove -- <slug>');
  });
});
