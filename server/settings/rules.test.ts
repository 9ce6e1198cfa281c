import { describe, expect, it } from 'vitest';
import { cleanContact, normalizeContact } from './rules';
import {
  contactDetails,
  countryName,
  exampleContactDetails,
  phoneDisplay,
  phoneToE164,
} from '../../shared/contactDetails';

describe('contact details', () => {
  it('a phone in international form is stored in E.164 and shown grouped with non-breaking spaces', () => {
    expect(phoneToE164('+33 1 23 45 67 89')).toBe('+33123456789');
    expect(phoneToE164('0033 1.23.45.67.89')).toBe('+33123456789');
    expect(phoneToE164('01 23 45 67 89')).toBeNull();
    expect(phoneToE164('+33 (0)1 23 45 67 89')).toBeNull();
    expect(phoneDisplay('+33123456789')).toBe('+33\u00a01\u00a023\u00a045\u00a067\u00a089');
    expect(phoneDisplay('+212524123456')).toBe('+212\u00a05\u00a024\u00a012\u00a034\u00a056');
  });

  it('validates each key, naming what is expected', () => {
    expect(normalizeContact('phone', '+33 1 23 45 67 89')).toEqual({ value: '+33123456789' });
    expect(normalizeContact('phone', '01 23')).toEqual({
      problem: 'attendu un numéro au format international (+33 1 23 45 67 89), reçu « 01 23 »',
    });
    expect(normalizeContact('email', 'contact@exemple.fr')).toEqual({ value: 'contact@exemple.fr' });
    expect(normalizeContact('email', 'contact@')).toEqual({ problem: 'attendu une adresse e-mail, reçu « contact@ »' });
    expect(normalizeContact('country', 'be')).toEqual({ value: 'BE' });
    expect(normalizeContact('country', 'XX')).toMatchObject({ problem: expect.stringContaining('ISO 3166-1 alpha-2') });
    expect(normalizeContact('hours', 'a\nb')).toEqual({ problem: 'attendu une seule ligne de texte' });
    expect(cleanContact({ phone: 'nope', email: 'a@b.fr', other: 'x' })).toEqual({ email: 'a@b.fr' });
  });

  it('shows the country in French, and the examples for what is not set', () => {
    expect(countryName('MA')).toBe('Maroc');
    expect(countryName('BE')).toBe('Belgique');
    const details = contactDetails({ country: 'BE', city: 'Bruxelles', 'postal-code': '1000' });
    expect(details.address.country).toBe('Belgique');
    expect(details.address.oneLine).toBe(
      `${exampleContactDetails.address.street}, ${exampleContactDetails.address.district}, 1000 Bruxelles, Belgique`,
    );
    expect(exampleContactDetails.phone).toEqual({
      e164: '+33199001234',
      display: '+33\u00a01\u00a099\u00a000\u00a012\u00a034',
      href: 'tel:+33199001234',
    });
    expect(exampleContactDetails.address.oneLine).toBe('12 rue Ibn Aïcha, Guéliz, 40000 Marrakech, Maroc');
  });
});
