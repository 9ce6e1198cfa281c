import request from 'supertest';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { testEnv } from '../../tests/helpers/testApp';
import { importLandingPages } from '../landing/import';
import { shippedPagesDir } from '../landing/seed';

const SITE_URL = 'https://www.secretalia.fr';

test.override('appOptions', { env: testEnv({ SITE_URL }) });

const it = test.extend('content', { scope: 'file', auto: true }, async ({ database }) => {
  await importLandingPages(database, [shippedPagesDir()!]);
  await database.db('blog_posts').insert({
    slug: 'week-end-et-appels',
    title: 'Le week-end et les appels',
    excerpt: 'Son résumé.',
    content: '<p>Son texte.</p>',
    image: '/images/blog/comment-fonctionne-un-telesecretariat-medical.webp',
    image_alt: 'Une illustration',
    published_at: new Date(Date.UTC(2026, 10, 2, 9)),
  });
});

/**
 * Other spellings of one address: percent-encoded letters, digits and hyphens (RFC 3986
 * unreserved characters, which mean the same written plain), in upper or lower case hex.
 */
const SPELLINGS: [string, string[]][] = [
  [
    '/blog/week-end-et-appels',
    [
      '/blog/week-%65nd-et-appels',
      '/blog/week-end-et-%61ppels',
      '/blog/w%65%65k-end-et-appels',
      '/blog/week%2Dend%2det-appels',
      '/blog/%77%65%65%6b-%65%6e%64-%65%74-%61%70%70%65%6c%73',
      '/blog/%77%65%65%6B-%65%6E%64-%65%74-%61%70%70%65%6C%73',
      '/%62log/week-end-et-appels',
      '/%42log/week-end-et-appels',
    ],
  ],
  [
    '/nos-services/pediatrie',
    ['/nos-services/p%65diatrie', '/nos-services/%70%65%64%69%61%74%72%69%65', '/nos%2dservices/pediatrie'],
  ],
  ['/nos-tarifs', ['/nos-t%61rifs', '/nos%2Dtarifs', '/%6Eos-tarifs']],
];

const canonicalOf = (html: string) => ({
  link: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
  og: /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1],
});

describe('one address, one page', () => {
  it.for(SPELLINGS)(
    '%s: every spelling answers a permanent redirect to it',
    async ([canonical, spellings], { app }) => {
      const page = await request(app).get(canonical);
      expect(page.status).toBe(200);
      expect(canonicalOf(page.text)).toEqual({ link: `${SITE_URL}${canonical}`, og: `${SITE_URL}${canonical}` });
      for (const spelling of spellings) {
        for (const query of ['', '?utm_source=lettre']) {
          const answer = await request(app).get(`${spelling}${query}`);
          expect(answer.status, spelling).toBe(301);
          expect(answer.headers.location, spelling).toBe(`${canonical}${query}`);
        }
      }
    },
  );

  it.for([
    ['/specialites/p%65diatrie', '/specialites/pediatrie'],
    ['/newsletter/confirmation/Ab%43d-%7e', '/newsletter/confirmation/AbCd-~'],
    ['/newsletter/desinscription/%41bcd%2e', '/newsletter/desinscription/Abcd.'],
  ] as const)(
    '%s: the other parameterised routes too, capitals of a token kept',
    async ([spelling, canonical], { app }) => {
      const answer = await request(app).get(spelling);
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe(canonical);
    },
  );

  it('keeps one page in the cache whatever the spellings and query strings', async ({ app }) => {
    const addresses = SPELLINGS.map(([canonical]) => canonical);
    for (const address of addresses) expect((await request(app).get(address)).status).toBe(200);
    const kept = app.pageCache.size;
    const bytes = app.pageCache.bytes;
    for (let i = 0; i < 40; i++) {
      for (const [canonical, spellings] of SPELLINGS) {
        const spelling = spellings[i % spellings.length]!;
        const answers = await Promise.all([
          request(app).get(`${spelling}?v=${i}`),
          request(app).get(`${canonical}?utm_source=${i}&x=${'%61'.repeat(i)}`),
        ]);
        expect(answers.map((answer) => answer.status)).toEqual([301, 200]);
        expect(canonicalOf(answers[1]!.text).link).toBe(`${SITE_URL}${canonical}`);
      }
    }
    expect(app.pageCache.size).toBe(kept);
    expect(app.pageCache.bytes).toBe(bytes);
  });
});
