// `npm run visits:report`'s leads by source, campaign, landing page and call to action
// (docs/decisions/038-lead-attribution.md), from the figures server/visits/report.ts counts.
import { describe, expect } from 'vitest';
import { test } from '../../../tests/fixtures';
import { trafficReport } from '../../../server/visits/report';
import { reportHtml } from '../../../server/visits/reportHtml';
import { reportCsv, reportText } from '../../../server/visits/reportText';

const SITE = 'https://www.secretalia.fr';
/** Monday 23 November 2026, 11:00 in Paris. */
const NOW = new Date('2026-11-23T10:00:00Z');

const it = test.extend('report', { scope: 'file' }, async ({ database }) => {
  const visit = (path: string, referrer: string | null) => ({
    url: `${SITE}${path}`,
    referrer,
    page_title: '',
    created_at: new Date('2026-11-20T09:00:00Z'),
  });
  await database.db('page_visits').insert([
    // Four arrivals from the Google Ads campaign X, one from Google's results, two direct.
    ...Array.from({ length: 4 }, () =>
      visit('/?utm_source=adwords&utm_medium=cpc&utm_campaign=X', 'https://www.google.fr/'),
    ),
    visit('/nos-tarifs', 'https://www.google.fr/search?q=telesecretariat'),
    visit('/', null),
    visit('/blog', null),
    // Moving inside the site is no arrival.
    visit('/nos-tarifs', `${SITE}/`),
    visit('/demande-devis?formule=collectif', `${SITE}/nos-tarifs`),
  ]);
  const lead = (attribution: Record<string, string | null>) => ({
    kind: 'quote',
    name: 'Dr Test',
    email: 'test@exemple.fr',
    message: 'x',
    created_at: new Date('2026-11-20T09:10:00Z'),
    ...attribution,
  });
  await database.db('leads').insert([
    lead({
      utm_source: 'adwords',
      utm_medium: 'cpc',
      utm_campaign: 'X',
      referrer_host: 'www.google.fr',
      landing_page: '/?utm_source=adwords&utm_medium=cpc&utm_campaign=X',
      cta: 'carte-formule-collectif',
    }),
    lead({ utm_source: 'adwords', utm_campaign: 'X', landing_page: '/', cta: 'accueil-hero' }),
    lead({ referrer_host: 'www.google.fr', landing_page: '/nos-tarifs', cta: 'carte-formule-collectif' }),
    lead({}),
  ]);
  return trafficReport(database.db, { days: 7, siteUrl: SITE, now: NOW });
});

describe('leads by where they came from', () => {
  it('counts leads and arrivals by source, campaign, landing page and call to action', ({ report }) => {
    expect(report.provenance.source).toMatchObject([
      { label: 'adwords', leads: 2, arrivals: 4 },
      { label: 'direct', leads: 1, arrivals: 2 },
      { label: 'www.google.fr', leads: 1, arrivals: 1 },
    ]);
    expect(report.provenance.campaign).toMatchObject([{ label: 'X', leads: 2, arrivals: 4 }]);
    expect(report.provenance.landing).toMatchObject([
      { label: '/', leads: 2, arrivals: 5 },
      { label: '/nos-tarifs', leads: 1, arrivals: 1 },
      { label: '/blog', leads: 0, arrivals: 1 },
    ]);
    // Clicks are not counted: no arrivals, no rate.
    expect(report.provenance.cta).toMatchObject([
      { label: 'carte-formule-collectif', leads: 2, arrivals: null },
      { label: 'accueil-hero', leads: 1, arrivals: null },
    ]);
  });

  it('shows them in the terminal, in CSV and in the HTML page', ({ report }) => {
    const text = reportText(report);
    expect(text).toContain('Demandes par campagne (utm_campaign)');
    expect(text).toMatch(
      /\n {2}campagne +demandes +arrivées +taux +contactées +gagnées +perdues\n[ -]+\n {2}X +2 +4 +50,0 % +0 +0 +0\n/,
    );
    expect(text).toMatch(/\n {2}carte-formule-collectif +2 +— +—\n/);
    expect(text).toMatch(/\n {2}direct +1 +2 +50,0 % +0 +0 +0\n/);
    const csv = reportCsv(report).split('\r\n');
    const campaigns = csv.indexOf('"Campagne";"Demandes";"Arrivées";"Taux (%)";"Contactées";"Gagnées";"Perdues"');
    expect(campaigns).toBeGreaterThan(0);
    expect(csv[campaigns - 1]).toBe('');
    expect(csv[campaigns + 1]).toBe('"X";"2";"4";"50,0";"0";"0";"0"');
    expect(csv).toContain('"accueil-hero";"1";"";""');
    const html = reportHtml(report);
    expect(html).toContain('<h2>Demandes par campagne (utm_campaign)</h2>');
    expect(html).toContain('<tr><th scope="row">X</th><td class="num">2</td><td class="num">4</td><td class="num">50');
  });
});
