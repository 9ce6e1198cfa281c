import { describe, expect, it } from 'vitest';
import { multiLineText, oneLineText } from './plainText';
import { callbackApiSchema, callbackFormSchema } from './callback';
import { contactApiSchema, contactFormSchema, messages, quoteFormSchema, visitSchema } from './schemas';

/** Characters that show nothing and only serve to mislead a reader, each with what it does. */
const MISLEADING: [string, string][] = [
  ['\u202E', 'right-to-left override'],
  ['\u202A', 'left-to-right embedding'],
  ['\u2066', 'left-to-right isolate'],
  ['\u2069', 'pop directional isolate'],
  ['\u200F', 'right-to-left mark'],
  ['\u200B', 'zero-width space'],
  ['\u2060', 'word joiner'],
  ['\uFEFF', 'byte-order mark'],
  ['\u00AD', 'soft hyphen'],
  ['\u{E0041}', 'tag letter A'],
  ['\u001B', 'escape (C0)'],
  ['\u0007', 'bell (C0)'],
  ['\u0000', 'NUL (C0)'],
  ['\u007F', 'delete'],
  ['\u009B', 'control sequence introducer (C1)'],
  ['\u0085', 'next line (C1)'],
];

describe('one-line text (names, practices, cities, phones, the API’s and the analytics’ fields)', () => {
  it('folds every kind of line break and tab, with the spaces around it, into one space', () => {
    for (const [typed, kept] of [
      ['Dr Eve\nE-mail : pirate@exemple.com', 'Dr Eve E-mail : pirate@exemple.com'],
      ['06 12 34 56 78\r\nTéléphone : 01 02 03 04 05', '06 12 34 56 78 Téléphone : 01 02 03 04 05'],
      ['Cabinet\rdes Tilleuls', 'Cabinet des Tilleuls'],
      ['Lyon \t\t 3e', 'Lyon 3e'],
      ['Saint\u2028Étienne', 'Saint Étienne'],
      ['Saint\u2029Malo', 'Saint Malo'],
      ['Aix\u0085Provence', 'Aix Provence'],
      ['Le\vMans\fSarthe', 'Le Mans Sarthe'],
      ['\n  Dr Hugo Lambert \n', 'Dr Hugo Lambert'],
    ]) {
      expect(oneLineText(typed!), JSON.stringify(typed)).toBe(kept);
    }
  });

  it('removes controls, bidi overrides and isolates, zero-width and format characters', () => {
    for (const [character, what] of MISLEADING) {
      const typed = character === '\u0085' ? 'Dr Hugo\u0085 Lambert' : `Dr Hugo${character} Lambert`;
      expect(oneLineText(typed), what).toBe('Dr Hugo Lambert');
    }
    // The file name that reads as a PDF and is an executable, once the override is gone.
    expect(oneLineText('facture\u202Efdp.exe')).toBe('facturefdp.exe');
    expect(oneLineText('\u001B[2J\u001B[31mDr Eve\u001B[0m')).toBe('[2J[31mDr Eve[0m');
  });

  it('keeps what people write: accents, non-breaking spaces, joiners inside words and emoji', () => {
    for (const kept of [
      'Dr Zoé Lefèvre-Dupont',
      'Cabinet d’Orthophonie « Les Lilas »',
      'Lyon\u00A03e',
      // A zero-width non-joiner inside a Persian word, a joiner inside Devanagari.
      'می\u200Cخواهم',
      'क्\u200Dष',
      // The health worker emoji, a joiner between its parts; a flag; a skin tone.
      'Dr 👩🏽\u200D⚕️ Martin',
      '🏳️\u200D🌈',
      '<img src=x onerror=alert(1)>',
    ]) {
      expect(oneLineText(kept), JSON.stringify(kept)).toBe(kept);
    }
  });

  it('removes a joiner outside a word', () => {
    expect(oneLineText('Dr \u200DHugo')).toBe('Dr Hugo');
    expect(oneLineText('Hugo\u200C \u200DLambert')).toBe('Hugo Lambert');
    expect(oneLineText('\u200D')).toBe('');
  });
});

describe('multi-line text (messages)', () => {
  it('keeps line breaks, each written as a line feed', () => {
    expect(multiLineText('Bonjour,\r\nnous sommes trois.\rMerci\u2028Dr Morel\u2029\n')).toBe(
      'Bonjour,\nnous sommes trois.\nMerci\nDr Morel',
    );
    expect(multiLineText('Un\n\nDeux\u0085Trois\vQuatre\fCinq')).toBe('Un\n\nDeux\nTrois\nQuatre\nCinq');
  });

  it('turns tabs into spaces and removes everything else one-line text removes', () => {
    expect(multiLineText('Horaires :\t8 h 30')).toBe('Horaires : 8 h 30');
    for (const [character, what] of MISLEADING) {
      if (character === '\u0085') continue;
      expect(multiLineText(`Ligne${character} un\nLigne deux`), what).toBe('Ligne un\nLigne deux');
    }
    expect(multiLineText('Dr 👩🏽\u200D⚕️ Martin\nmerci')).toBe('Dr 👩🏽\u200D⚕️ Martin\nmerci');
  });
});

describe('the schemas of every form and of /api/v1', () => {
  const forged = 'Dr Eve\nE-mail : pirate@exemple.com\u202E';
  // A number typed on two lines is one; a second row written in it is no number (shared/fieldChecks.ts).
  const forgedPhone = '06 12\r\n34 56 78';

  it('quote and contact forms: one line for the name, phone, practice, city; the message keeps its lines', () => {
    const fields = {
      nom: forged,
      email: 'eve@exemple.fr',
      telephone: forgedPhone,
      cabinet: 'Cabinet\tdes\u2066 Tilleuls',
      ville: 'Lyon\n\u001B[2J',
      message: 'Bonjour\u202E,\r\nnous sommes trois.',
      acceptPolicy: true,
      plan: 'serenite',
    };
    for (const schema of [quoteFormSchema, contactFormSchema]) {
      const parsed = schema.parse(fields);
      expect(parsed).toMatchObject({
        nom: 'Dr Eve E-mail : pirate@exemple.com',
        telephone: '06 12 34 56 78',
        cabinet: 'Cabinet des Tilleuls',
        ville: 'Lyon [2J',
        message: 'Bonjour,\nnous sommes trois.',
      });
    }
  });

  it('the API’s contact: the same rules under its own names', () => {
    const parsed = contactApiSchema.parse({
      name: forged,
      email: 'eve@exemple.fr',
      message: 'Ligne un\u0000\nLigne deux',
      phone: forgedPhone,
      practice: 'Maison\u2028médicale',
      city: '\u200BLiège',
    });
    expect(parsed).toEqual({
      name: 'Dr Eve E-mail : pirate@exemple.com',
      email: 'eve@exemple.fr',
      message: 'Ligne un\nLigne deux',
      phone: '06 12 34 56 78',
      practice: 'Maison médicale',
      city: 'Liège',
    });
  });

  it('a phone with a forged row is refused with the phone’s message, by every schema', () => {
    const phone = '06 12 34 56 78\r\nTéléphone : 0102030405';
    const quote = quoteFormSchema.safeParse({ telephone: phone });
    const api = contactApiSchema.safeParse({ name: 'Dr Eve', email: 'eve@exemple.fr', message: 'x', phone });
    for (const refused of [quote, api])
      expect(refused.error?.issues.find((issue) => /^(telephone|phone)$/.test(String(issue.path[0])))?.message).toBe(
        messages.telephoneInvalid,
      );
  });

  it('a name made only of invisible characters is no name', () => {
    const refused = contactApiSchema.safeParse({ name: '\u202E\u200B\n', email: 'eve@exemple.fr', message: 'x' });
    expect(refused.error?.issues.map((issue) => issue.path[0])).toEqual(['name']);
  });

  it('callbacks, by the form and by the API: one-line name and phone', () => {
    expect(
      callbackFormSchema.parse({
        telephone: '06 12\n34 56 78',
        jour: '2',
        heure: '10:30',
        nom: 'Dr Eve\r\nTéléphone : 01 02 03 04 05\u2067',
        acceptPolicy: true,
      }),
    ).toMatchObject({ telephone: '06 12 34 56 78', nom: 'Dr Eve Téléphone : 01 02 03 04 05' });
    expect(
      callbackApiSchema.parse({
        phone: '\u202D0470 12 34 56',
        moment: '2026-12-01T10:30:00+01:00',
        name: 'Dr\tHugo\u009B Lambert',
        consent: true,
      }),
    ).toMatchObject({ phone: '0470 12 34 56', name: 'Dr Hugo Lambert' });
  });

  it('the visit beacon’s text fields', () => {
    expect(
      visitSchema.parse({ url: '/blog\n', page_title: 'Tarifs\r\nSecretalia\u202E', timezone: 'Europe/Paris\u0000' }),
    ).toMatchObject({ url: '/blog', page_title: 'Tarifs Secretalia', timezone: 'Europe/Paris' });
  });
});
