import { describe, expect } from 'vitest';
import { legalFacts } from '../../shared/legalFacts';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';

/** `run(...args)`: the command on the file's database. */
const it = test.extend(
  'run',
  async ({ database }) =>
    (...args: string[]) =>
      runAdmin('settings-legal', args, { database }),
);

/** `npm run settings:legal` as the owner runs it, on a database of its own. */
describe('npm run settings:legal', () => {
  const valueOf = (output: string, key: string) => output.match(new RegExp(`^${key} +(.*)$`, 'm'))?.[1];

  it('prints every fact, missing ones said so; sets several at once, values with spaces; an empty value removes one', async ({
    run,
  }) => {
    const before = await run();
    expect(before.code, before.output).toBe(0);
    const required = legalFacts.filter((fact) => !('optional' in fact));
    for (const fact of required) expect(valueOf(before.output, fact.key)).toBe('(manquante)');
    // Only for an owner whose leads go to a tool by webhook: optional, and said so.
    expect(valueOf(before.output, 'lead-tools')).toBe(
      '(facultative : à renseigner si LEAD_WEBHOOK_URL envoie les demandes à un outil)',
    );
    expect(before.output).toContain(
      `${required.length} informations sur ${required.length} manquent encore : les mentions légales le disent`,
    );

    const set = await run(
      'company-name=Secretalia SAS',
      'capital= 10 000 € ',
      'siret=732 829 320 00074',
      'host-phone=+33 3 20 00 00 00',
    );
    expect(set.code, set.output).toBe(0);
    expect(valueOf(set.output, 'company-name')).toBe('Secretalia SAS');
    expect(valueOf(set.output, 'capital')).toBe('10 000 €');
    expect(valueOf(set.output, 'siret')).toBe('732 829 320 00074');

    const removed = await run('capital=');
    expect(valueOf(removed.output, 'capital')).toBe('(manquante)');
    expect(valueOf(removed.output, 'company-name')).toBe('Secretalia SAS');
    expect(removed.output).toContain(`${required.length - 3} informations sur ${required.length} manquent encore`);
  });

  it('refuses an unknown key, a SIRET that is not one, a value without "=", changing nothing (exit code 2)', async ({
    run,
  }) => {
    const unknown = await run('company-name=Autre SAS', 'rcs=Paris');
    expect(unknown.code).toBe(2);
    expect(unknown.output.trim()).toBe(
      `settings:legal: clé inconnue « rcs » (attendu : ${legalFacts.map((f) => f.key).join(', ')})`,
    );
    const siret = await run('siret=732 829 320 00075');
    expect(siret.code).toBe(2);
    expect(siret.output.trim()).toBe(
      'settings:legal: siret : attendu un SIRET : 14 chiffres dont le dernier, la clé de contrôle, est juste, reçu « 732 829 320 00075 »',
    );
    const noEquals = await run('legal-form');
    expect(noEquals.output.trim()).toBe(
      'settings:legal: legal-form : attendu legal-form=valeur (ou legal-form= pour la retirer)',
    );
    const after = await run();
    expect(valueOf(after.output, 'company-name')).toBe('Secretalia SAS');
    expect(valueOf(after.output, 'siret')).toBe('732 829 320 00074');
  });

  it('--help names every key with what it is', async ({ run }) => {
    const help = await run('--help');
    for (const fact of legalFacts)
      expect(help.output.split('\n')).toContainEqual(expect.stringMatching(new RegExp(`^  ${fact.key} +`)));
    for (const fact of legalFacts) expect(help.output).toContain(`${fact.key.padEnd(20)}  ${fact.label}`);
  });
});
