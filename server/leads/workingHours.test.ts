import { describe, expect, it } from 'vitest';
import { addWorkingHours, isWorkingDay, workingMsBetween } from './workingHours';

const HOUR = 3_600_000;

/** Working hours with a controlled clock: Monday to Friday, 8:30–18:30 Paris, French public holidays off. */
describe('working hours', () => {
  it('a lead of Friday evening: the week-end does not count; its 24 working hours run out on Wednesday at 12:30', () => {
    // Friday 27 November 2026, 19:00 in Paris (UTC+1).
    const friday = new Date('2026-11-27T18:00:00Z');
    expect(workingMsBetween(friday, new Date('2026-11-30T07:30:00Z'))).toBe(0);
    // Monday at 15:30 Paris: seven working hours.
    expect(workingMsBetween(friday, new Date('2026-11-30T14:30:00Z'))).toBe(7 * HOUR);
    expect(addWorkingHours(friday, 24)).toEqual(new Date('2026-12-02T11:30:00Z'));
    // Its first four working hours: Monday afternoon, at 12:30.
    expect(addWorkingHours(friday, 4)).toEqual(new Date('2026-11-30T11:30:00Z'));
  });

  it('a public holiday does not count (11 November 2026, a Wednesday)', () => {
    // Tuesday 10 November 2026, 18:00 Paris: half an hour that day, none on the 11th.
    const tuesday = new Date('2026-11-10T17:00:00Z');
    expect(isWorkingDay(new Date('2026-11-11T10:00:00Z'))).toBe(false);
    expect(workingMsBetween(tuesday, new Date('2026-11-12T07:30:00Z'))).toBe(0.5 * HOUR);
    // Thursday and Friday full, then 3 h 30 on Monday 16: 12:00.
    expect(addWorkingHours(tuesday, 24)).toEqual(new Date('2026-11-16T11:00:00Z'));
    // Without the holiday it would have been Friday 13.
    expect(addWorkingHours(tuesday, 24).getTime()).toBeGreaterThan(Date.parse('2026-11-14T00:00:00Z'));
  });

  it('across the change of hour (Paris moves to UTC+2 on Sunday 29 March 2026)', () => {
    const friday = new Date('2026-03-27T17:30:00Z'); // 18:30 Paris: closed
    // Monday 30 March 8:30 Paris is 6:30 UTC.
    expect(addWorkingHours(friday, 1)).toEqual(new Date('2026-03-30T07:30:00Z'));
  });
});

describe('working hours of old leads', () => {
  it('counts three years of waiting quickly, the days shared by every lead', () => {
    const started = performance.now();
    const now = new Date('2026-11-27T10:00:00Z');
    for (let i = 0; i < 50; i++) workingMsBetween(new Date(Date.parse('2023-12-01T10:00:00Z') + i * HOUR), now);
    expect(performance.now() - started).toBeLessThan(3_000);
    // 2024: 262 weekdays, 10 of them public holidays (14 July was a Sunday): 252 days, 2 520 hours.
    expect(workingMsBetween(new Date('2023-12-31T23:00:00Z'), new Date('2024-12-31T23:00:00Z')) / HOUR).toBe(2520);
  });
});
