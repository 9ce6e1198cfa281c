import { describe, expect, it } from 'vitest';
import { formatFrenchDate, frenchDateFormat } from './dates';

describe('French dates', () => {
  it('writes « 1er » for the first day of a month, and the other days as Intl does', () => {
    expect(formatFrenchDate('2026-12-01T10:00:00Z')).toBe('1er décembre 2026');
    expect(formatFrenchDate('2026-12-11T10:00:00Z')).toBe('11 décembre 2026');
    expect(formatFrenchDate('2026-11-21T10:00:00Z')).toBe('21 novembre 2026');
    expect(
      frenchDateFormat({ weekday: 'short', day: 'numeric', month: 'short' }).format(new Date('2026-12-01T10:00:00Z')),
    ).toBe('mar. 1er déc.');
    // Digits stay digits.
    expect(frenchDateFormat({ dateStyle: 'short' }).format(new Date('2026-12-01T10:00:00Z'))).toBe('01/12/2026');
  });
});
