import { describe, expect, it } from 'vitest';
import type { SettingsRepo } from './repo';
import { keptSettings } from './kept';
import { contentChanges } from '../content/changed';

/** A settings table that counts its reads, and whose legal facts the test changes. */
function countingRepo() {
  const state = { reads: 0, company: 'Secretalia SARL', failNext: false };
  const repo = {
    async get(key: string) {
      if (key !== 'legal') return {};
      state.reads += 1;
      if (state.failNext) {
        state.failNext = false;
        throw new Error('database away');
      }
      return { 'company-name': state.company };
    },
  } as unknown as SettingsRepo;
  return { state, repo };
}

describe('keptSettings', () => {
  it('reads the legal facts once for many pages, again after « content changed »', async () => {
    const { state, repo } = countingRepo();
    const changed = contentChanges();
    const settings = keptSettings(repo, changed);
    await Promise.all([settings.legalFacts(), settings.legalFacts(), settings.legalFacts()]);
    expect(state.reads).toBe(1);
    state.company = 'Secretalia SAS';
    changed.emit();
    expect(await settings.legalFacts()).toEqual({ 'company-name': 'Secretalia SAS' });
    expect(state.reads).toBe(2);
  });

  it('reads again after its fallback expiry (a change made without a notification), and keeps no failed read', async () => {
    const { state, repo } = countingRepo();
    const settings = keptSettings(repo, contentChanges(), 20);
    state.failNext = true;
    await expect(settings.legalFacts()).rejects.toThrow('database away');
    expect(await settings.legalFacts()).toEqual({ 'company-name': 'Secretalia SARL' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    await settings.legalFacts();
    expect(state.reads).toBe(3);
  });
});
