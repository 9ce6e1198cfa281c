import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactKeys } from '../shared/contactDetails';
import { legalFacts } from '../shared/legalFacts';
import { hasPostgres, scratchDatabase } from './helpers/services';
import { runToEnd, startServer, type RunningServer } from './helpers/server';

/** Every fact, as an owner would set them all (values made up for the test). */
const allFacts = [
  'company-name=Secretalia SAS',
  'legal-form=SAS',
  'capital=10 000 €',
  'registration-number=912 345 678',
  'registration-city=Paris',
  'siret=732 829 320 00074',
  'vat-number=FR44 732829320',
  'head-office=10 rue de la Paix, 75002 Paris',
  'publication-director=Claire Martin',
  'host-name=Hébergeur Exemple SAS',
  'host-address=1 avenue des Serveurs, 59100 Roubaix',
  'host-phone=+33 3 20 00 00 00',
];

describe('the legal notice in production', () => {
  it('lists every fact to provide, and a server starting without them warns in its log; set, the warning goes', async () => {
    const required = legalFacts.filter((fact) => !('optional' in fact)).map((f) => f.key);
    expect(allFacts.map((a) => a.split('=')[0])).toEqual(required);
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'legal-start-'));
    const env = { DATABASE_URL: `pglite://${path.join(work, 'db')}` };
    try {
      let server: RunningServer = await startServer(env);
      const warning = server
        .output()
        .split('\n')
        .find((line) => line.includes('legal notice incomplete'));
      await server.stop();
      expect(JSON.parse(warning!)).toMatchObject({ level: 40, missing: required });
      // The contact details are still the shipped examples: said too, with the command.
      const examples = server
        .output()
        .split('\n')
        .find((line) => line.includes('npm run settings:contact'));
      expect(JSON.parse(examples!)).toMatchObject({ level: 40, examples: contactKeys.map((c) => c.key) });

      const set = await runToEnd(['dist/scripts/settings-legal.js', ...allFacts], env);
      expect(set.code, set.output).toBe(0);
      expect(set.output).toContain('toutes les informations sont renseignées');
      server = await startServer(env);
      await server.stop();
      expect(server.output()).not.toContain('legal notice incomplete');
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  }, 120_000);
});

/** Two instances on one Postgres: the owner sets the facts once, both pages show them without a restart. */
describe.skipIf(!hasPostgres)('settings:legal with two running instances', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let instances: RunningServer[] = [];

  beforeAll(async () => {
    database = await scratchDatabase();
    instances = await Promise.all([
      startServer({ DATABASE_URL: database.url }),
      startServer({ DATABASE_URL: database.url }),
    ]);
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
  });

  it('shows the facts on /mentions-legales of both at once, and no "à compléter" once all are set', async () => {
    const notice = async (instance: RunningServer) => (await fetch(`${instance.url}/mentions-legales`)).text();
    // Both render the page once, so both keep it in their page cache.
    for (const instance of instances) expect(await notice(instance)).toContain('L’éditeur du site doit encore fournir');

    const set = await runToEnd(['dist/scripts/settings-legal.js', ...allFacts], { DATABASE_URL: database.url });
    expect(set.code, set.output).toBe(0);
    // The health-data host is the owner's fact every HDS claim reads (settings:facts, decision 060).
    const host = await runToEnd(['dist/scripts/settings-facts.js', 'host=Santé Cloud Exemple'], {
      DATABASE_URL: database.url,
    });
    expect(host.code, host.output).toBe(0);
    for (const instance of instances) {
      let html = '';
      // "At once": the notification's trip, far below the cache's expiry (300 s).
      const shown = () => html.includes('Secretalia SAS') && html.includes('Santé Cloud Exemple');
      for (let waited = 0; waited < 2_000 && !shown(); waited += 100) {
        html = await notice(instance);
        if (!shown()) await new Promise((r) => setTimeout(r, 100));
      }
      expect(html).toContain('Secretalia SAS');
      expect(html).toContain('732 829 320 00074');
      expect(html).not.toContain('à compléter');
      expect(html).not.toContain('doit encore fournir');
    }
  });
  it('shows the contact details set with settings:contact on both at once: footer, contact page, structured data', async () => {
    const page = async (instance: RunningServer, path: string) => (await fetch(`${instance.url}${path}`)).text();
    for (const instance of instances) expect(await page(instance, '/contact')).toContain('tel:+33199001234');

    const set = await runToEnd(['dist/scripts/settings-contact.js', 'phone=+212 5 24 12 34 56', 'country=MA'], {
      DATABASE_URL: database.url,
    });
    expect(set.code, set.output).toBe(0);
    for (const instance of instances) {
      let html = '';
      for (let waited = 0; waited < 2_000 && !html.includes('tel:+212524123456'); waited += 100) {
        html = await page(instance, '/contact');
        if (!html.includes('tel:+212524123456')) await new Promise((r) => setTimeout(r, 100));
      }
      expect(html).toContain('+212\u00a05\u00a024\u00a012\u00a034\u00a056');
      expect(html).not.toContain('tel:+33199001234');
      expect(await page(instance, '/')).toContain('"telephone":"+212524123456"');
    }
  });
});
