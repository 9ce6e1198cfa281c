import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MINUTES_PER_CALL,
  finderQuery,
  finderSummary,
  monthlyPhoneTime,
  readFinderAnswers,
  recommendPlan,
  type FinderAnswers,
} from './planFinder';

const single: FinderAnswers = {
  practitioners: 1,
  structure: 'cabinet',
  leaveCover: false,
  weekend: 'aucun',
  callsPerDay: null,
  minutesPerCall: DEFAULT_MINUTES_PER_CALL,
};

describe('recommendPlan: the plan the definitions give', () => {
  it('one doctor, weekdays, no cover wanted during leave: STANDARD, saying 39 h and the 5 weeks of leave', () => {
    const { plan, reasons, alongside } = recommendPlan(single);
    expect(plan).toBe('standard');
    expect(reasons.join(' ')).toContain('39\u00a0h par semaine');
    expect(reasons.join(' ')).toContain('5\u00a0semaines de congés');
    expect(alongside).toBeUndefined();
  });

  it('one doctor who wants the leave covered: SÉRÉNITÉ, for its automatic replacement', () => {
    const { plan, reasons } = recommendPlan({ ...single, leaveCover: true });
    expect(plan).toBe('serenite');
    expect(reasons.join(' ')).toContain('remplacement automatique');
  });

  it.each([
    [{ practitioners: 3, structure: 'groupe' as const }, 'Vous êtes 3 praticiens'],
    [{ practitioners: 1, structure: 'centre' as const }, 'centre de santé'],
    [{ practitioners: 2, structure: 'cabinet' as const }, 'Vous êtes 2 praticiens'],
  ])('several practitioners or a centre (%o): COLLECTIF, for group practices and centres', (answers, reason) => {
    const recommendation = recommendPlan({ ...single, ...answers });
    expect(recommendation.plan).toBe('collectif');
    expect(recommendation.reasons[0]).toContain(reason);
    expect(recommendation.reasons.join(' ')).toContain('Plusieurs secrétaires formées à vos protocoles');
  });

  it('a group that needs Saturdays: COLLECTIF, and CONTINUITÉ+ beside it for the weekend', () => {
    const recommendation = recommendPlan({ ...single, practitioners: 4, structure: 'groupe', weekend: 'samedi' });
    expect(recommendation.plan).toBe('collectif');
    expect(recommendation.alongside?.plan).toBe('continuite');
    expect(recommendation.alongside?.reason).toContain('le samedi');
  });

  it('one doctor who needs the weekend: CONTINUITÉ+, the only plan that covers it, the week beside it', () => {
    const sunday = recommendPlan({ ...single, weekend: 'dimanche' });
    expect(sunday.plan).toBe('continuite');
    expect(sunday.reasons[0]).toContain('le dimanche');
    expect(sunday.reasons.join(' ')).toContain('urgences du week-end');
    expect(sunday.alongside?.plan).toBe('standard');
    expect(recommendPlan({ ...single, weekend: 'les-deux', leaveCover: true }).alongside?.plan).toBe('serenite');
  });

  it('shows no price, ever', () => {
    for (const structure of ['cabinet', 'groupe', 'centre'] as const)
      for (const weekend of ['aucun', 'samedi', 'dimanche', 'les-deux'] as const)
        for (const leaveCover of [true, false]) {
          const text = JSON.stringify(recommendPlan({ ...single, structure, weekend, leaveCover }));
          expect(text).not.toMatch(/€|euro|prix|tarif/i);
        }
  });
});

describe('monthlyPhoneTime: the doctor’s calls a day × minutes a call × 21.67 weekdays', () => {
  it('30 calls of 2.2 minutes: 1,430 minutes, « 23 h 50 »', () => {
    expect(monthlyPhoneTime({ callsPerDay: 30, minutesPerCall: 2.2 })).toEqual({
      minutes: 1430,
      text: '23\u00a0h\u00a050',
    });
  });

  it('a round number of hours, a few minutes, or no calls given', () => {
    expect(monthlyPhoneTime({ callsPerDay: 12, minutesPerCall: 3 })?.text).toBe('13\u00a0h');
    expect(monthlyPhoneTime({ callsPerDay: 1, minutesPerCall: 1 })?.text).toBe('22\u00a0min');
    expect(monthlyPhoneTime({ callsPerDay: null, minutesPerCall: 3 })).toBeNull();
  });
});

describe('readFinderAnswers: the GET form’s values', () => {
  it('reads a French decimal and leaves the calls out when blank', () => {
    expect(
      readFinderAnswers({
        praticiens: '2',
        structure: 'groupe',
        conges: 'oui',
        weekend: 'aucun',
        appels: '',
        minutes: '3,5',
      }),
    ).toEqual({
      answers: {
        practitioners: 2,
        structure: 'groupe',
        leaveCover: true,
        weekend: 'aucun',
        callsPerDay: null,
        minutesPerCall: 3.5,
      },
    });
  });

  it('gives a French message under each answer at fault', () => {
    const { errors } = readFinderAnswers({ praticiens: '0', structure: 'hôpital', appels: 'beaucoup', minutes: '-2' });
    expect(errors).toEqual({
      praticiens: 'Indiquez un nombre de praticiens entre 1 et 200.',
      structure: 'Choisissez le type de votre cabinet.',
      conges: 'Dites-nous si vous souhaitez un remplacement pendant les congés.',
      weekend: 'Dites-nous si vous avez besoin du samedi ou du dimanche.',
      appels: 'Indiquez un nombre d’appels par jour entre 1 et 2000, ou laissez le champ vide.',
      minutes: 'Indiquez une durée par appel entre 0,5 et 60 minutes.',
    });
  });

  it('reads back what finderQuery writes, and summarises it for the quote’s message', () => {
    const answers: FinderAnswers = { ...single, practitioners: 3, structure: 'centre', callsPerDay: 40 };
    const query = finderQuery(answers);
    expect(readFinderAnswers(Object.fromEntries(query))).toEqual({ answers });
    const summary = finderSummary(answers);
    expect(summary).toContain('- Praticiens : 3');
    expect(summary).toContain('- Formule conseillée : COLLECTIF');
    expect(summary).toContain('40, environ 2,2 min par appel');
  });
});
