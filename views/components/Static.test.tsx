import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactDetails } from '../../shared/contactDetails';
import { PageContextReact, usePage, type PageContext, type SiteContext } from '../context';
import { Island } from '../Island';
import { loadIslandComponents, type IslandComponents } from '../islands/registry';
import { CardGrid } from './CardGrid';
import { Static } from './Static';
import { Stethoscope } from 'lucide-react';

const cards = [
  { Icon: Stethoscope, title: 'Médecins', text: 'Une secrétaire qui connaît vos consignes & vos « motifs ».' },
];

let islands: IslandComponents;
beforeAll(async () => {
  islands = await loadIslandComponents();
});

/** One renderer's addresses and build. */
const deployment = {};

/** The site's context as the renderer makes it: one object until a setting changes. */
function siteWith(phone: string): SiteContext {
  return {
    deployment,
    siteUrl: 'https://www.secretalia.fr',
    bookingUrl: 'https://calendly.com/secretalia',
    videoEmbedUrl: undefined,
    social: {},
    contact: contactDetails({ phone }),
    facts: {},
    assets: { css: '/assets/main.css', fonts: [], entry: '/assets/entry.js' },
    islands,
  };
}

const pageOf = (site: SiteContext, path: string): PageContext => ({ ...site, path, site });

function render(page: PageContext, element: React.ReactNode): string {
  return renderToStaticMarkup(<PageContextReact.Provider value={page}>{element}</PageContextReact.Provider>);
}

function Phone() {
  return <p>{usePage().contact.phone.display}</p>;
}

function ReadsThePath() {
  return <p>{usePage().path}</p>;
}

describe('Static', () => {
  it('writes the same markup as the elements it stands for, attributes on its own element', () => {
    const made = renderToStaticMarkup(
      <Static as="section" part="test-same" className="section reveal" aria-labelledby="t">
        <h2 id="t">Pour qui&nbsp;?</h2>
        <CardGrid cards={cards} columns={4} reveal />
      </Static>,
    );
    const plain = renderToStaticMarkup(
      <section className="section reveal" aria-labelledby="t">
        <h2 id="t">Pour qui&nbsp;?</h2>
        <CardGrid cards={cards} columns={4} reveal />
      </section>,
    );
    expect(made).toBe(plain);
    expect(made).toContain('vos consignes &amp; vos « motifs »');
  });

  it('makes a part once: the next pages get that markup', () => {
    const first = renderToStaticMarkup(<Static part="test-once">un</Static>);
    const second = renderToStaticMarkup(<Static part="test-once">deux</Static>);
    expect(second).toBe(first);
    expect(second).toBe('<div>un</div>');
  });

  it('keeps a part for every page while the site’s settings are the same, and makes it again once they change', () => {
    const before = siteWith('+33 1 23 45 67 89');
    const part = (page: PageContext) =>
      render(
        page,
        <Static part="test-settings">
          <Phone />
        </Static>,
      );
    const shown = (site: SiteContext) => `<div><p>${site.contact.phone.display}</p></div>`;
    expect(part(pageOf(before, '/'))).toBe(shown(before));
    expect(part(pageOf(before, '/contact'))).toBe(shown(before));
    // A setting changed: the renderer makes a new site context, and the part follows it.
    const after = siteWith('+32 2 123 45 67');
    expect(shown(after)).not.toBe(shown(before));
    expect(part(pageOf(after, '/'))).toBe(shown(after));
  });

  it('keeps a part that shows no setting per renderer: another one, with other addresses, makes its own', () => {
    function Booking() {
      return <a href={usePage().bookingUrl}>Planifiez un appel</a>;
    }
    const part = (site: SiteContext) =>
      render(
        pageOf(site, '/'),
        <Static part="test-deployment">
          <Booking />
        </Static>,
      );
    const first = siteWith('+33 1 23 45 67 89');
    expect(part(first)).toBe('<div><a href="https://calendly.com/secretalia">Planifiez un appel</a></div>');
    // The same renderer after a change of settings: the part shows none, it stays.
    expect(part({ ...first, contact: contactDetails({ phone: '+32 2 123 45 67' }) })).toBe(part(first));
    const other = { ...first, deployment: {}, bookingUrl: 'https://rdv.example.fr/appel' };
    expect(part(other)).toBe('<div><a href="https://rdv.example.fr/appel">Planifiez un appel</a></div>');
  });

  it('keeps a part under the data it shows, and makes it again for other data', () => {
    const page = pageOf(siteWith('+33 1 23 45 67 89'), '/');
    const team = [{ name: 'Dr Camille Exemple' }];
    const part = (people: { name: string }[], shown: string) =>
      render(
        page,
        <Static part="test-data" of={[people, undefined]}>
          <p>{shown}</p>
        </Static>,
      );
    expect(part(team, team[0]!.name)).toBe('<div><p>Dr Camille Exemple</p></div>');
    expect(part(team, 'autre chose')).toBe('<div><p>Dr Camille Exemple</p></div>');
    const newTeam = [{ name: 'Inès Exemple' }];
    expect(part(newTeam, newTeam[0]!.name)).toBe('<div><p>Inès Exemple</p></div>');
  });

  it('renders, and keeps nothing of, a page made for one request (keep={false})', () => {
    const page = pageOf(siteWith('+33 1 23 45 67 89'), '/contact');
    const part = (shown: string) =>
      render(
        page,
        <Static part="test-fresh" keep={false}>
          <p>{shown}</p>
        </Static>,
      );
    expect(part('valeurs envoyées')).toBe('<div><p>valeurs envoyées</p></div>');
    expect(part('autres valeurs')).toBe('<div><p>autres valeurs</p></div>');
  });

  it('refuses a part that reads the page (it would show one visitor’s page to the next)', () => {
    expect(() =>
      renderToStaticMarkup(
        <Static part="test-page">
          <ReadsThePath />
        </Static>,
      ),
    ).toThrow(/usePage\(\) outside a page render/);
    expect(() =>
      render(
        pageOf(siteWith('+33 1 23 45 67 89'), '/nos-tarifs'),
        <Static part="test-path">
          <ReadsThePath />
        </Static>,
      ),
    ).toThrow(/A <Static> part read the page’s path/);
  });

  it('holds an island with a prefix of its own, and the page loads the islands’ script once, in its head', () => {
    const page = pageOf(siteWith('+33 1 23 45 67 89'), '/');
    const html = renderToString(
      <PageContextReact.Provider value={page}>
        <html lang="fr">
          <head />
          <body>
            <Static part="test-island-a">
              <Island name="NewsletterForm" props={{}} hydrate="visible" />
            </Static>
            <Static part="test-island-b">
              <Island name="NewsletterForm" props={{}} hydrate="visible" />
            </Static>
          </body>
        </html>
      </PageContextReact.Provider>,
    );
    const prefixes = [...html.matchAll(/data-prefix="([^"]+)"/g)].map((m) => m[1]);
    expect(prefixes).toHaveLength(2);
    expect(new Set(prefixes).size).toBe(2);
    for (const prefix of prefixes) expect(html).toContain(`data-island-props="${prefix}"`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<script type="module" src="\/assets\/entry.js" async="">/g)).toHaveLength(1);
    expect(html.match(/\/assets\/entry\.js/g)).toHaveLength(1);
  });
});
