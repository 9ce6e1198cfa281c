import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect } from 'vitest';
import { paths, specialtyHref } from '../../shared/paths';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { decode, textOf } from '../../tests/helpers/html';
import { repoRoot } from '../../tests/helpers/server';
import { settingsRepo } from '../settings/repo';

/** The shipped pages of content/pages/, imported as the owner does. */
const it = test.extend('imported', { scope: 'file', auto: true }, async ({ database }) => {
  const run = await runAdmin('content-import', ['content/pages'], { database });
  expect(run.code, run.output).toBe(0);
  return true;
});

const mainOf = (html: string) => /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
const visible = (html: string) => textOf(mainOf(html)).replace(/\s+/g, ' ');
const TOOLS = 'Agenda Exemple, Logiciel de cabinet Exemple';
const PAGES = [paths.services, specialtyHref('pediatrie')];

describe('the diary tools (issue 47, item 4) and Impulseo on /belgique (item 6)', { timeout: 120_000 }, () => {
  it('unset, /nos-services and a speciality page say what the doctor gives and how reserved slots and emergencies are kept, naming no tool and showing no placeholder', async ({
    app,
  }) => {
    for (const address of PAGES) {
      const text = visible((await request(app).get(address)).text);
      expect(text, address).toMatch(/un compte à son nom dans votre agenda/);
      expect(text, address).toMatch(/renvo[a-z]+ (de )?vos appels/);
      expect(text, address).toMatch(/créneaux (que vous )?réserv/);
      expect(text, address).toMatch(/urgent/);
      expect(text, address).not.toContain('Exemple');
      expect(text, address).not.toMatch(/à compléter|\{\{|\[\[|diary-tools/);
    }
  });

  it('set by settings:facts, /nos-services and a speciality page name the tools', async ({ app, database }) => {
    try {
      const set = await runAdmin('settings-facts', [`diary-tools=${TOOLS}`], { database });
      expect(set.code, set.output).toBe(0);
      app.contentChanged.emit();
      for (const address of PAGES) {
        const text = visible((await request(app).get(address)).text);
        expect(text, address).toContain(`travaillent déjà : ${TOOLS}.`);
        expect(text, address).not.toMatch(/partenaire/i);
      }
    } finally {
      await settingsRepo(database.db).set('facts', {});
      app.contentChanged.emit();
    }
  });

  it('/belgique explains Impulseo region by region, each point with its source from content/belgique-impulseo.json and the day it was checked, and says the regional body decides', async ({
    app,
  }) => {
    const file = JSON.parse(fs.readFileSync(path.join(repoRoot, 'content/belgique-impulseo.json'), 'utf8')) as {
      regions: { nom: string; organisme: string }[];
      sources: { adresse: string; verifieLe: string }[];
    };
    const html = mainOf((await request(app).get(paths.belgium)).text);
    const section = /<section[^>]*aria-labelledby="impulseo-title"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const text = textOf(section).replace(/\s+/g, ' ');
    expect(text).toMatch(/^Impulseo\. Généraliste agréé \?/);
    for (const region of file.regions) expect(text).toContain(`${region.nom} — ${decode(region.organisme)}`);
    const links = [...section.matchAll(/href="([^"]+)"/g)].map((m) => decode(m[1]!));
    expect(new Set(links)).toEqual(new Set(file.sources.map((source) => source.adresse)));
    expect(text).toContain('vérifié le 29 novembre 2026');
    expect(text).toContain('L’éligibilité est décidée par l’organisme régional : Secretalia ne la promet pas.');
    expect(text).not.toMatch(/à compléter|\{\{|\[\[/);
  });
});
