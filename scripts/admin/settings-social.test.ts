import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';

/** `run(...args)`: the command on the file's database. */
const it = test.extend(
  'run',
  async ({ database }) =>
    (...args: string[]) =>
      runAdmin('settings-social', args, { database }),
);

/** The admin command, as `npm run settings:social` runs it, on an embedded folder of its own. */
describe('npm run settings:social', () => {
  it('prints the links, sets one, removes another', async ({ run }) => {
    const before = await run();
    expect(before.code, before.output).toBe(0);
    expect(before.output).toMatch(/^linkedin\s+https:\/\/www\.linkedin\.com\/company\/secretalia$/m);

    const changed = await run('linkedin=https://www.linkedin.com/company/secretalia-sante', 'youtube=');
    expect(changed.code, changed.output).toBe(0);
    expect(changed.output).toMatch(/^linkedin\s+https:\/\/www\.linkedin\.com\/company\/secretalia-sante$/m);
    expect(changed.output).toMatch(/^youtube\s+\(aucun : pas d’icône\)$/m);
    expect((await run()).output).toMatch(/^youtube\s+\(aucun : pas d’icône\)$/m);
  });

  it('refuses an unknown network or an address that is not https, changing nothing', async ({ run }) => {
    const unknown = await run('tiktok=https://www.tiktok.com/@x');
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('réseau inconnu « tiktok » (attendu : youtube, facebook, instagram, linkedin)');
    const insecure = await run('facebook=javascript:alert(1)');
    expect(insecure.code).toBe(2);
    expect(insecure.output.trim()).toBe(
      'settings:social: facebook : attendu une adresse https://…, reçu « javascript:alert(1) »',
    );
    expect((await run()).output).toMatch(/^facebook\s+https:\/\/www\.facebook\.com\/secretalia$/m);
  });
});
