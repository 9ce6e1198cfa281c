import { describe, expect, it } from 'vitest';
import { NO_ATTRIBUTION, readAttribution } from './attribution';

/** The one reading of where a lead came from: what is kept, what is dropped, and never the lead. */
describe('readAttribution', () => {
  it('reads the islands’ `provenance` field: each known key, trimmed', () => {
    const field = new URLSearchParams({
      utm_source: ' adwords ',
      utm_medium: 'cpc',
      utm_campaign: 'Secrétariat médical',
      utm_term: 'télésecrétariat',
      utm_content: 'annonce-1',
      referrer: 'WWW.Google.FR',
      landing: '/?utm_source=adwords&utm_campaign=X',
      cta: 'carte-formule-collectif',
      other: 'ignored',
    }).toString();
    expect(readAttribution(field, '/demande-devis?formule=collectif')).toEqual({
      utmSource: 'adwords',
      utmMedium: 'cpc',
      utmCampaign: 'Secrétariat médical',
      utmTerm: 'télésecrétariat',
      utmContent: 'annonce-1',
      referrerHost: 'www.google.fr',
      landingPage: '/?utm_source=adwords&utm_campaign=X',
      cta: 'carte-formule-collectif',
    });
  });

  it('drops the bad parts, keeps the rest: not a host, not one of our paths, not a name of ours, too long, our own host', () => {
    const field = new URLSearchParams({
      utm_source: 'x'.repeat(500),
      utm_medium: '   ',
      utm_campaign: 'rentrée\u0000\u0007',
      referrer: 'https://www.google.fr/search?q=1',
      landing: '//evil.example/',
      cta: '<script>',
    }).toString();
    expect(readAttribution(field, null)).toEqual({
      ...NO_ATTRIBUTION,
      utmSource: 'x'.repeat(200),
      utmCampaign: 'rentrée',
    });
    expect(readAttribution('referrer=secretalia.fr&landing=javascript:alert(1)', null, 'www.secretalia.fr')).toEqual(
      NO_ATTRIBUTION,
    );
    expect(readAttribution({ referrer: 42, landing: ['/'], cta: 'en-tete', utm_source: { a: 1 } }, null).cta).toBe(
      'en-tete',
    );
    expect(readAttribution(['utm_source=x'], null)).toEqual(NO_ATTRIBUTION);
    expect(readAttribution('%E0%A4%A', null)).toEqual(NO_ATTRIBUTION);
  });

  it('keeps each value on one line, without the characters that only mislead (shared/plainText.ts)', () => {
    expect(
      readAttribution(
        {
          utm_campaign: 'rentrée\nE-mail : pirate@exemple.com',
          utm_source: 'linked\u202Ein',
          utm_medium: 'e\u200Bmail\r\nTéléphone : 0102030405',
          utm_term: '\u001B[31msecrétariat\u009B',
        },
        null,
      ),
    ).toMatchObject({
      utmCampaign: 'rentrée E-mail : pirate@exemple.com',
      utmSource: 'linkedin',
      utmMedium: 'email Téléphone : 0102030405',
      utmTerm: '[31msecrétariat',
    });
  });

  it('takes the API’s `attribution` object by the same keys', () => {
    expect(
      readAttribution({ utm_source: 'linkedin', utm_campaign: 'rentree', referrer: 'www.linkedin.com' }, null),
    ).toMatchObject({ utmSource: 'linkedin', utmCampaign: 'rentree', referrerHost: 'www.linkedin.com' });
  });

  it('without a field, reads the form page’s address: its UTM parameters and `depuis`', () => {
    expect(
      readAttribution(
        '',
        '/demande-devis?formule=collectif&utm_source=adwords&utm_medium=cpc&utm_campaign=X&depuis=accueil-hero',
      ),
    ).toEqual({
      ...NO_ATTRIBUTION,
      utmSource: 'adwords',
      utmMedium: 'cpc',
      utmCampaign: 'X',
      cta: 'accueil-hero',
    });
    // A form page's own `referrer` or `landing` parameter is no touch of the visit.
    expect(readAttribution(undefined, '/contact?referrer=www.google.fr&landing=/')).toEqual(NO_ATTRIBUTION);
    expect(readAttribution(undefined, null)).toEqual(NO_ATTRIBUTION);
  });

  it('the browser’s touch wins as a whole; the page fills only a missing call to action', () => {
    expect(
      readAttribution('referrer=www.google.fr&landing=%2F', '/demande-devis?utm_source=newsletter&depuis=pied-de-page'),
    ).toEqual({ ...NO_ATTRIBUTION, referrerHost: 'www.google.fr', landingPage: '/', cta: 'pied-de-page' });
  });
});
