import { createElement, useContext, type AllHTMLAttributes, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageContextReact, type PageContext, type SiteContext } from '../context';

export interface StaticProps extends Omit<AllHTMLAttributes<HTMLElement>, 'as'> {
  /** Names the part, once in the whole site: its markup is kept under this name. */
  part: string;
  /** The element around the part (kept a real React element, with these attributes). */
  as?:
    | 'section'
    | 'div'
    | 'span'
    | 'ul'
    | 'ol'
    | 'nav'
    | 'header'
    | 'footer'
    | 'article'
    | 'aside'
    | 'a'
    | 'summary'
    | 'p';
  /**
   * The data the part shows besides the code and the site's context, when it shows any:
   * objects the server keeps as they are until content changes (the legal facts, the
   * testimonials, the team, a page of content/pages/), one or several. The markup is kept
   * under them, and made again for others. Anything else a part shows goes in its name.
   */
  of?: object | undefined | readonly (object | undefined)[];
  /** False for a page made for one request (a form sent back with its values and messages): rendered, not kept. */
  keep?: boolean;
  children: ReactNode;
}

/** A part's markup; whether it holds islands (the page then loads their script). */
interface Made {
  html: string;
  islands: boolean;
}

/** The parts made, by name, under each object of their data in turn. */
interface Parts {
  made: Map<string, Made>;
  under: WeakMap<object, Parts>;
}
const newParts = (): Parts => ({ made: new Map(), under: new WeakMap() });
/** Parts outside any page (a test rendering a part alone). */
const withoutPage = newParts();
/** Parts that show no setting: under the renderer's addresses and build (SiteContext.deployment). */
const byDeployment = new WeakMap<object, Parts>();
/** Parts that show a setting (the contact details, the social links): under the site's context that holds it. */
const bySite = new WeakMap<SiteContext, Parts>();
/** Stands for a piece of data a part was given as undefined. */
const NOTHING = {};

function under(root: Parts, of: StaticProps['of']): Parts {
  let parts = root;
  for (const data of Array.isArray(of) ? of : of === undefined ? [] : [of]) {
    const outer = parts;
    const key: object = data ?? NOTHING;
    parts = outer.under.get(key) ?? newParts();
    outer.under.set(key, parts);
  }
  return parts;
}

function partsUnder<K extends object>(map: WeakMap<K, Parts>, key: K): Parts {
  let parts = map.get(key);
  if (!parts) map.set(key, (parts = newParts()));
  return parts;
}
const deploymentParts = (site: SiteContext | undefined) =>
  site ? partsUnder(byDeployment, site.deployment) : withoutPage;
const siteParts = (site: SiteContext) => partsUnder(bySite, site);

/** A part being made: the site's context it is made in; what it holds and reads, told by its islands and the context below. */
export interface Making {
  site: SiteContext;
  islands: boolean;
  settings: boolean;
}

/**
 * What a part's children read as the page while it is made: the site's context, noting
 * whether they read a setting; the request's path throws.
 */
function insideContext(making: Making): PageContext {
  const { site } = making;
  const { deployment, siteUrl, bookingUrl, videoEmbedUrl, assets, islands } = site;
  return {
    deployment,
    siteUrl,
    bookingUrl,
    videoEmbedUrl,
    assets,
    islands,
    get social() {
      making.settings = true;
      return site.social;
    },
    get contact() {
      making.settings = true;
      return site.contact;
    },
    get facts() {
      making.settings = true;
      return site.facts;
    },
    get site() {
      making.settings = true;
      return site;
    },
    insideStatic: making,
    get path(): string {
      throw new Error(
        'A <Static> part read the page’s path: it would show one page’s markup on every other. Keep what depends on the request outside the part.',
      );
    },
  };
}

/**
 * A part of a page made once and then written by React as one piece of text instead of
 * hundreds of elements, attributes and text nodes: an uncached page costs that much less
 * (`npm run bench:render` counts it); the markup is the same.
 *
 * Kept under `of`, the data it shows, and, when it shows a setting (the contact details,
 * the social links), under the site's context that holds it; otherwise under the renderer's
 * addresses and build, for as long as it runs. A change of content gives new objects, so the part is made again at the
 * next page and the old markup goes with the old objects. What depends on the request stays
 * out: a child that reads the page's path throws at once rather than freezing one page into
 * every other. Islands may be inside when their props come from the code or the part's
 * data: their prefix is made from the part's name (ids made by `useId` in a part are
 * prefixed with it, so that two parts never share one), and the part asks for their script.
 */
export function Static({ part, as = 'div', of, keep = true, children, ...attributes }: StaticProps) {
  const page = useContext(PageContextReact);
  if (!keep) return createElement(as, attributes, children);
  const making = page?.insideStatic;
  const site = making ? making.site : page?.site;
  let made = under(deploymentParts(site), of).made.get(part);
  let showsSettings = false;
  if (!made && site) {
    made = under(siteParts(site), of).made.get(part);
    showsSettings = Boolean(made);
  }
  if (!made) {
    const holds: Making | undefined = site && { site, islands: false, settings: false };
    const html = renderToStaticMarkup(
      <PageContextReact.Provider value={holds ? insideContext(holds) : null}>{children}</PageContextReact.Provider>,
      { identifierPrefix: `${part.replace(/[^a-zA-Z0-9]/g, '')}-` },
    );
    made = { html, islands: holds?.islands ?? false };
    showsSettings = holds?.settings ?? false;
    under(showsSettings && site ? siteParts(site) : deploymentParts(site), of).made.set(part, made);
  }
  const element = createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: made.html } });
  if (making) {
    // A part inside another one being made: that one holds and shows what this one does.
    if (made.islands) making.islands = true;
    if (showsSettings) making.settings = true;
    return element;
  }
  if (!made.islands || !page) return element;
  return (
    <>
      {element}
      {/* Hoisted into <head> by React, once per page, as an island outside a part does. */}
      <script type="module" src={page.assets.entry} async />
    </>
  );
}
