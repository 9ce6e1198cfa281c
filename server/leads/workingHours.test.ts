import { describe, expect, it } from 'vitest';
import { addWorkingHours, isWorkingDay, PROMISE_HOURS, workingMsBetween } from './workingHours';

const HOUR = 3_600_000;

/** Working hours with a controlled clock: Monday to Friday, 8:30–18:30 Paris, French public holidays off. */
describe('working hours', () => {
  it('a lead of Friday evening: the week-end does not count; the promised 24 h ouvrées run out on Monday afternoon', () => {
    // Friday 27 November 2026, 19:00 in Paris (UTC+1): the office has closed.
    const friday = new Date('2026-11-27T18:00:00Z');
    expect(workingMsBetween(friday, new Date('2026-11-30T07:30:00Z'))).toBe(0);
    // Monday at 15:30 Paris: seven working hours.
    expect(workingMsBetween(friday, new Date('2026-11-30T14:30:00Z'))).toBe(7 * HOUR);
    // Due when Monday's office closes, 18:30 Paris.
    expect(addWorkingHours(friday, PROMISE_HOURS)).toEqual(new Date('2026-11-30T17:30:00Z'));
    // Received at 17:00, before the office closed: due on Monday at 17:00, the same time of the next working day.
    expect(addWorkingHours(new Date('2026-11-27T16:00:00Z'), PROMISE_HOURS)).toEqual(new Date('2026-11-30T16:00:00Z'));
  });

  it('a lead of Tuesday morning is due on Wednesday morning, at the same time', () => {
    // Tuesday 24 November 2026, 10:15 Paris.
    expect(addWorkingHours(new Date('2026-11-24T09:15:00Z'), PROMISE_HOURS)).toEqual(new Date('2026-11-25T09:15:00Z'));
  });

  it('a public holiday does not count (11 November 2026, a Wednesday)', () => {
    // Tuesday 10 November 2026, 18:00 Paris: half an hour that day, none on the 11th.
    const tuesday = new Date('2026-11-10T17:00:00Z');
    expect(isWorkingDay(new Date('2026-11-11T10:00:00Z'))).toBe(false);
    expect(workingMsBetween(tuesday, new Date('2026-11-12T07:30:00Z'))).toBe(0.5 * HOUR);
    // Half an hour on Tuesday, none on the 11th, 9 h 30 on Thursday 12: due at 18:00 Paris.
    expect(addWorkingHours(tuesday, PROMISE_HOURS)).toEqual(new Date('2026-11-12T17:00:00Z'));
    // Without the holiday it would have been Wednesday 11.
    expect(addWorkingHours(tuesday, PROMISE_HOURS).getTime()).toBeGreaterThan(Date.parse('2026-11-12T00:00:00Z'));
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
