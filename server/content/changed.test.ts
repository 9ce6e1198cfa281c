import { describe, expect, it } from 'vitest';
import { contentChanges } from './changed';

describe('« content changed »', () => {
  it('calls each subscriber once per change, and no more once it unsubscribed', () => {
    const changed = contentChanges();
    const calls = { pages: 0, settings: 0 };
    changed.subscribe(() => (calls.pages += 1));
    const unsubscribe = changed.subscribe(() => (calls.settings += 1));
    changed.emit();
    expect(calls).toEqual({ pages: 1, settings: 1 });
    unsubscribe();
    changed.emit();
    expect(calls).toEqual({ pages: 2, settings: 1 });
  });

  it('calls a listener subscribed twice once, and every other subscriber even when one throws', () => {
    const changed = contentChanges();
    let calls = 0;
    const listener = () => (calls += 1);
    changed.subscribe(listener);
    changed.subscribe(listener);
    changed.subscribe(() => {
      throw new Error('a subscriber failed');
    });
    let after = 0;
    changed.subscribe(() => (after += 1));
    expect(() => changed.emit()).toThrow('a subscriber failed');
    expect([calls, after]).toEqual([1, 1]);
  });
});
