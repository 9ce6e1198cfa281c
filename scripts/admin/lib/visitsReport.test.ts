// What the owner reads of `npm run visits:report` (text, CSV, HTML), beside the code that writes it,
// from the figures server/visits/report.ts counts.
import { describe, expect } from 'vitest';
import { test } from '../../../tests/fixtures';
import { trafficReport } from '../../../server/visits/report';
import { reportHtml } from '../../../server/visits/reportHtml';
import { reportCsv, reportText } from '../../../server/visits/reportText';

const SITE = 'https://www.secretalia.fr';
/** Monday 23 November 2026, 11:00 in Paris. */
const NOW = new Date('2026-11-23T10:00:00Z');

/** The report of the 7 days to NOW, on visits and leads written in the file's database. */
const it = test.extend('report', { scope: 'file' }, async ({ database }) => {
  const visit = (at: string, path: string, referrer: string | null = null) => ({
    url: `${SITE}${path}`,
    referrer,
    page_title: '',
    created_at: new Date(at),
  });
  await database.db('page_visits').insert([
    // 23:59 in Paris on the 16th: the day before the 7 days.
    visit('2026-11-16T22:59:00Z', '/trop-tot'),
    // Midnight in Paris: the 17th, the first day.
    visit('2026-11-16T23:00:00Z', '/', 'https://www.google.fr/search?q=secretariat'),
    visit(
      '2026-11-17T09:00:00Z',
      '/demande-devis?utm_source=newsletter&utm_campaign=rentr%C3%A9e',
      'https://www.google.fr/',
    ),
    visit('2026-11-17T09:05:00Z', '/demande-devis', `${SITE}/nos-tarifs`),
    visit('2026-11-17T09:06:00Z', '/contact', 'https://secretalia.fr/'),
    visit('2026-11-19T08:00:00Z', '/nos-tarifs?utm_source=news+letter', 'https://www.linkedin.com/feed/'),
    visit('2026-11-19T08:01:00Z', '/nos-tarifs?utm_source=news%20letter#plans', 'https://www.linkedin.com/feed/'),
    visit('2026-11-19T08:02:00Z', '/demande-devis?utm_source=%3Cscript%3Ealert(1)%3C/script%3E', null),
    // 00:30 in Paris on the 23rd, today.
    visit('2026-11-22T23:30:00Z', '/contact', 'http://localhost:3000/'),
  ]);
  const lead = (at: string, kind: 'quote' | 'contact' | 'callback') => ({
    kind,
    name: 'Dr Test',
    email: 'test@exemple.fr',
    message: 'x',
    created_at: new Date(at),
  });
  await database.db('leads').insert([
    lead('2026-11-17T09:10:00Z', 'quote'),
    lead('2026-11-19T08:10:00Z', 'quote'),
    lead('2026-11-22T23:40:00Z', 'contact'),
    // Two callback requests the same Paris day as the contact message: counted apart from it.
    lead('2026-11-23T08:00:00Z', 'callback'),
    lead('2026-11-23T09:00:00Z', 'callback'),
    lead('2026-11-10T08:00:00Z', 'quote'),
  ]);
  return trafficReport(database.db, { days: 7, siteUrl: SITE, now: NOW });
});

describe('traffic report', () => {
  it('counts page views and leads per Paris day, with every day of the period, and the conversion of the quote and contact pages; callback requests apart from contact messages', ({
    report,
  }) => {
    expect(report.daily.map((d) => d.day)).toEqual([
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
    expect(report.daily[0]).toEqual({
      day: '2026-11-17',
      views: 4,
      quotes: 1,
      contacts: 0,
      callbacks: 0,
      quotePageViews: 2,
      contactPageViews: 1,
    });
    expect(report.daily[1]).toEqual({
      day: '2026-11-18',
      views: 0,
      quotes: 0,
      contacts: 0,
      callbacks: 0,
      quotePageViews: 0,
      contactPageViews: 0,
    });
    expect(report.daily[6]).toEqual({
      day: '2026-11-23',
      views: 1,
      quotes: 0,
      contacts: 1,
      callbacks: 2,
      quotePageViews: 0,
      contactPageViews: 1,
    });
    expect(report.total).toEqual({
      day: 'total',
      views: 8,
      quotes: 2,
      contacts: 1,
      callbacks: 2,
      quotePageViews: 3,
      contactPageViews: 2,
    });
  });

  it('ranks pages, referrers without the site itself, and UTM values decoded', ({ report }) => {
    expect(report.topPages.slice(0, 3)).toEqual([
      { label: '/demande-devis', views: 3 },
      { label: '/contact', views: 2 },
      { label: '/nos-tarifs', views: 2 },
    ]);
    expect(report.topPages.map((p) => p.label)).not.toContain('/trop-tot');
    // secretalia.fr without www, and the site's own pages, are not referrers; localhost (the visited URL is the site) is kept as a host.
    expect(report.referrers).toEqual([
      { label: 'www.google.fr', views: 2 },
      { label: 'www.linkedin.com', views: 2 },
      { label: 'localhost', views: 1 },
    ]);
    expect(report.utmSources).toEqual([
      { label: 'news letter', views: 2 },
      { label: '<script>alert(1)</script>', views: 1 },
      { label: 'newsletter', views: 1 },
    ]);
    expect(report.utmCampaigns).toEqual([{ label: 'rentrée', views: 1 }]);
  });

  it('prints a table with its total, and CSV with French decimals for a spreadsheet', ({ report }) => {
    const text = reportText(report);
    expect(text).toContain('Fréquentation sur 7 jours, du 17/11/2026 au 23/11/2026 (heure de Paris)');
    expect(text).toMatch(/^17\/11\/2026 +4 +1 +0 +2 +50,0 % +1 +0,0 % +0$/m);
    expect(text).toMatch(/^18\/11\/2026 +0 +0 +0 +0 +— +0 +— +0$/m);
    expect(text).toMatch(/^23\/11\/2026 +1 +0 +1 +0 +— +1 +100,0 % +2$/m);
    expect(text).toMatch(/^total +8 +2 +1 +3 +66,7 % +2 +50,0 % +2$/m);
    const csv = reportCsv(report).split('\r\n');
    expect(csv[0]).toBe(
      '\uFEFF"Jour";"Pages vues";"Demandes de devis";"Messages de contact";"Vues de la page devis";"Taux devis (%)";"Vues de la page contact";"Taux contact (%)";"Demandes de rappel"',
    );
    expect(csv[1]).toBe('"2026-11-17";"4";"1";"0";"2";"50,0";"1";"0,0";"0"');
    expect(csv[7]).toBe('"2026-11-23";"1";"0";"1";"0";"";"1";"100,0";"2"');
    expect(csv[8]).toBe('"Total";"8";"2";"1";"3";"66,7";"2";"50,0";"2"');
  });

  it('HTML: one self-contained page, charts as inline SVG, what visitors sent escaped', ({ report }) => {
    const html = reportHtml(report, NOW);
    expect(html).not.toMatch(/<script|<link|<img|<iframe|@import|url\(|\ssrc=|href="http/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html.match(/<svg viewBox="0 0 760 260" role="img"/g)).toHaveLength(2);
    expect(html).toContain('<title id="chart-views-title">Pages vues par jour</title>');
    // One group of bars per day; a day's tooltip says what it counts.
    expect(html).toContain('<title>mardi 17 novembre 2026 : 4 pages vues</title>');
    expect(html).toContain('<title>lundi 23 novembre 2026 : 0 demande de devis, 1 message de contact</title>');
    expect(html).toContain('<strong>66,7\u00a0%</strong>');
  });
});
