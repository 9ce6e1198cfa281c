import { describe, expect, it } from 'vitest';
import {
  callbackFormSchema,
  callbackMessages,
  callbackMomentLabel,
  easterSunday,
  frenchPublicHolidays,
  isFrenchOrBelgianPhone,
  isOpenMoment,
  nextCallbackMoment,
} from './callback';

describe('the callback request’s rules', () => {
  it('takes French and Belgian numbers as people write them, and nothing else', () => {
    for (const phone of [
      '06 12 34 56 78',
      '01.23.45.67.89',
      '+33 6 12 34 56 78',
      '0033612345678',
      '0470 12 34 56',
      '+32 2 123 45 67',
      '02/123.45.67',
    ])
      expect(isFrenchOrBelgianPhone(phone), phone).toBe(true);
    for (const phone of ['12345', '06 12 34 56', '+44 20 7946 0958', '00 12 34 56 78', 'appelez-moi'])
      expect(isFrenchOrBelgianPhone(phone), phone).toBe(false);
  });

  it('says in French what is wrong with the phone', () => {
    const empty = callbackFormSchema.safeParse({ telephone: '', jour: '2', heure: '10:30', acceptPolicy: true });
    expect(empty.success).toBe(false);
    expect(empty.error!.issues[0]!.message).toBe(callbackMessages.phoneRequired);
  });

  it('computes Easter and the holidays that follow it', () => {
    expect(easterSunday(2026)).toEqual([3, 5]);
    expect(easterSunday(2027)).toEqual([2, 28]);
    const holidays = frenchPublicHolidays(2026);
    for (const day of ['04-06', '05-14', '05-25', '07-14', '12-25']) expect(holidays.has(day), day).toBe(true);
  });

  it('offers only the team’s hours, Paris time, in winter and in summer', () => {
    // Tuesday 1 December 2026, 10:30 in Paris is 9:30 UTC; 30 June, 10:30 is 8:30 UTC.
    expect(isOpenMoment(new Date('2026-12-01T09:30:00Z'))).toBe(true);
    expect(isOpenMoment(new Date('2026-06-30T08:30:00Z'))).toBe(true);
    expect(isOpenMoment(new Date('2026-12-01T17:30:00Z'))).toBe(false); // 18:30: nobody left to call
    expect(isOpenMoment(new Date('2026-12-01T07:00:00Z'))).toBe(false); // 8:00
    expect(isOpenMoment(new Date('2026-12-05T09:30:00Z'))).toBe(false); // a Saturday
    expect(isOpenMoment(new Date('2026-12-25T09:30:00Z'))).toBe(false); // Christmas, a Friday
  });

  it('takes the next such day, a week later when it is a holiday or too close', () => {
    const friday = new Date('2026-11-27T14:00:00Z'); // Friday 27 November, 15:00 in Paris
    expect(nextCallbackMoment(2, '10:30', friday).toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(nextCallbackMoment(5, '15:00', friday).toISOString()).toBe('2026-12-04T14:00:00.000Z');
    expect(nextCallbackMoment(5, '16:00', friday).toISOString()).toBe('2026-11-27T15:00:00.000Z');
    // Christmas 2026 and New Year's Day 2027 are Fridays: the Friday after both.
    expect(nextCallbackMoment(5, '09:00', new Date('2026-12-19T10:00:00Z')).toISOString()).toBe(
      '2027-01-08T08:00:00.000Z',
    );
    expect(callbackMomentLabel(new Date('2026-12-01T09:30:00Z'))).toBe('mardi 1er décembre à 10 h 30');
  });
});
