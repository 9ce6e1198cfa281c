import { describe, expect } from 'vitest';
import { contactKeys } from '../../shared/contactDetails';
import { it } from '../../tests/fixtures';
import { settingsRepo } from './repo';
import type { Logger } from '../logger';
import { warnIfContactIsExample } from './startupWarnings';

/** A logger that keeps its warnings. */
function recorder() {
  const warnings: { fields: Record<string, unknown>; message: string }[] = [];
  const logger = {
    warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
  } as unknown as Logger;
  return { logger, warnings };
}

describe('the contact details at start', () => {
  it('in production, warns while any is the shipped example, naming them and the command; set, the warning goes', async ({
    database,
  }) => {
    const { logger, warnings } = recorder();
    await warnIfContactIsExample(database.db, logger, 'production');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.fields).toEqual({ examples: contactKeys.map((c) => c.key) });
    expect(warnings[0]!.message).toContain('npm run settings:contact');

    const repo = settingsRepo(database.db);
    await repo.set('contact', {
      phone: '+212524123456',
      email: 'contact@exemple.ma',
      street: '5 avenue Mohammed V',
      district: 'Hivernage',
      'postal-code': '40020',
      city: 'Marrakech',
      country: 'MA',
    });
    await warnIfContactIsExample(database.db, logger, 'production');
    expect(warnings[1]!.fields).toEqual({ examples: ['hours'] });

    await repo.set('contact', { ...(await repo.get('contact')), hours: 'Lundi – Vendredi, 9h – 18h' });
    await warnIfContactIsExample(database.db, logger, 'production');
    expect(warnings).toHaveLength(2);
    await repo.set('contact', {});
  });

  it('says nothing outside production', async ({ database }) => {
    const { logger, warnings } = recorder();
    await warnIfContactIsExample(database.db, logger, 'development');
    expect(warnings).toEqual([]);
  });
});
