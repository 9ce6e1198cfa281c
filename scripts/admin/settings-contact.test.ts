import { describe, expect } from 'vitest';
import { contactKeys } from '../../shared/contactDetails';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';

/** `run(...args)`: the command on the file's database. */
const it = test.extend(
  'run',
  async ({ database }) =>
    (...args: string[]) =>
      runAdmin('settings-contact', args, { database }),
);

/** `npm run settings:contact` as the owner runs it, on a database of its own. */
describe('npm run settings:contact', () => {
  const valueOf = (output: string, key: string) => output.match(new RegExp(`^${key} +(.*)$`, 'm'))?.[1];

  it('prints the examples, said so; sets several at once, normalized; an empty value goes back to the example', async ({
    run,
  }) => {
    const before = await run();
    expect(before.code, before.output).toBe(0);
    expect(valueOf(before.output, 'phone')).toBe('+33199001234 (+33 1 99 00 12 34) (exemple)');
    expect(valueOf(before.output, 'country')).toBe('MA (Maroc) (exemple)');
    expect(before.output).toContain(
      `${contactKeys.length} sur ${contactKeys.length} sont encore les valeurs d’exemple livrées avec le site : ${contactKeys.map((c) => c.key).join(', ')}`,
    );

    const set = await run(
      'phone=+33 1 23 45 67 89',
      'email=bonjour@exemple.fr',
      'country=be',
      'city=Bruxelles',
      'hours= Lundi – Vendredi, 9h – 18h ',
    );
    expect(set.code, set.output).toBe(0);
    expect(valueOf(set.output, 'phone')).toBe('+33123456789 (+33 1 23 45 67 89)');
    expect(valueOf(set.output, 'email')).toBe('bonjour@exemple.fr');
    expect(valueOf(set.output, 'country')).toBe('BE (Belgique)');
    expect(valueOf(set.output, 'hours')).toBe('Lundi – Vendredi, 9h – 18h');
    expect(set.output).toContain(
      `3 sur ${contactKeys.length} sont encore les valeurs d’exemple livrées avec le site : street, district, postal-code`,
    );

    const removed = await run('hours=');
    expect(valueOf(removed.output, 'hours')).toBe('Lundi – Vendredi, 8 h 30 – 18 h 30 (heure de Paris) (exemple)');
    expect(valueOf(removed.output, 'city')).toBe('Bruxelles');
  });

  it('refuses an unknown key, a phone not in international form, a bad e-mail or country, changing nothing (exit code 2)', async ({
    run,
  }) => {
    const unknown = await run('email=autre@exemple.fr', 'fax=1');
    expect(unknown.code).toBe(2);
    expect(unknown.output.trim()).toBe(
      `settings:contact: clé inconnue « fax » (attendu : ${contactKeys.map((c) => c.key).join(', ')})`,
    );
    const phone = await run('phone=01 23 45 67 89');
    expect(phone.code).toBe(2);
    expect(phone.output.trim()).toBe(
      'settings:contact: phone : attendu un numéro au format international (+33 1 23 45 67 89), reçu « 01 23 45 67 89 »',
    );
    const email = await run('email=contact@exemple');
    expect(email.output.trim()).toBe('settings:contact: email : attendu une adresse e-mail, reçu « contact@exemple »');
    const country = await run('country=Maroc');
    expect(country.output.trim()).toBe(
      'settings:contact: country : attendu un code de pays ISO 3166-1 alpha-2 (MA, FR, BE), reçu « Maroc »',
    );
    const unassigned = await run('country=ZZ');
    expect(unassigned.code).toBe(2);
    expect(unassigned.output.trim()).toBe(
      'settings:contact: country : attendu un code de pays ISO 3166-1 alpha-2 (MA, FR, BE), reçu « ZZ »',
    );
    const after = await run();
    expect(valueOf(after.output, 'email')).toBe('bonjour@exemple.fr');
    expect(valueOf(after.output, 'phone')).toBe('+33123456789 (+33 1 23 45 67 89)');
  });

  it('--help names every key with what it is', async ({ run }) => {
    const help = await run('--help');
    expect(help.code).toBe(0);
    for (const c of contactKeys) expect(help.output).toContain(`  ${c.key.padEnd(11)}  ${c.label}`);
  });
});
