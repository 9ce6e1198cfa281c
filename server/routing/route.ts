import type { Knex } from 'knex';
import type { ReactElement } from 'react';
import type { FieldReader } from '../../shared/forms';
import type { Problem } from '../http/problems';
import type { PageLayout } from '../render/renderPage';
import type { LeadService } from '../leads/service';
import type { NewsletterService } from '../newsletter/service';
import type { KeptSettings } from '../settings/kept';
import type { KeptPeople } from '../people/kept';
import type { KeptLanding } from '../landing/kept';
import type { StaffMember } from '../staff/session';

/**
 * The shape of a route module (server/routes/): what an address loads, what
 * it does with a form posted to it, how long its page may be kept, what it
 * tells search engines, and the page itself. As a Remix route module: the
 * module is the unit, the form posts to its own route with or without
 * JavaScript, and the page is rendered from what the loader returned.
 */

/** What a loader or an action gets: the path's parameters, the query string and the database. */
export interface RouteContext {
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  db: Knex;
  /** The settings pages show, kept until content changes (server/settings/kept.ts): read here, not with `db`. */
  settings: KeptSettings;
  /** The testimonials and the team, kept the same way (server/people/kept.ts). */
  people: KeptPeople;
  /** The pages of content/pages/, kept the same way (server/landing/kept.ts). */
  landing: KeptLanding;
  /** The signed-in staff member on an espace address (server/staff/session.ts); null elsewhere. */
  staff: StaffMember | null;
}

/** The services behind the forms' actions, built once by the app. */
export interface RouteServices {
  leads: LeadService;
  newsletter: NewsletterService;
}

export interface ActionContext extends RouteContext {
  /** One field of the posted form, as text ('' when absent; the first value when repeated). */
  field: FieldReader;
  services: RouteServices;
  /** The page of this site the form was on (path and query), when the browser said so. */
  sentFrom: string | null;
}

/** A loader's answer: the page's data (with its status), or a redirect, or "no such page" (the 404 page). */
export type LoadOutcome<Data> =
  { data: Data; status?: number } | { redirect: string; status?: 301 | 302 | 303 } | { notFound: true };

/**
 * An action's answer, which the route machinery turns into what the client asked for:
 * - `done`: the post was taken. A browser without JavaScript is sent on to
 *   `redirect` (303, so a reload posts nothing twice); an island's fetch gets `json`.
 * - `refused`: the post was not taken. The island gets the JSON error (with
 *   the messages by field); without JavaScript the page comes back with `data`
 *   (the messages under the fields, the values kept).
 * - otherwise the page is rendered with `data`.
 */
export type ActionOutcome<Data> =
  | { done: { status: number; json: Record<string, unknown> }; redirect: string }
  | { refused: Problem; data: Data }
  | { data: Data; status?: number };

/**
 * How a rendered page may be kept in the page cache:
 * - `path` (default): one copy per path, whatever the query string;
 * - `none`: rendered for every request (private or per-visitor pages);
 * - a function: the key to keep it under, or null not to keep this one.
 */
export type CachePolicy = 'path' | 'none' | ((context: RouteContext) => string | null);

export interface SitemapEntry {
  path: string;
  /**
   * When the page's content last changed: the moment (an article published, a setting
   * set), or the day its copy changed (YYYY-MM-DD) when that is all that is known.
   */
  lastmod?: Date | string;
}

export interface PageRoute<Data> {
  /** An Express path: exact (`/contact`) or with parameters (`/blog/:slug`). */
  path: string;
  /** Loads the page's data before rendering (never during). */
  load?: (context: RouteContext) => Promise<LoadOutcome<Data>>;
  /** What a form posted to this address does. */
  action?: (context: ActionContext) => Promise<ActionOutcome<Data>>;
  /**
   * False to take posts without the forms' rate limit. Only for an action a
   * secret in the address already guards and that mail providers post for many
   * people from a few addresses (the one-click unsubscribe, RFC 8058), or one only
   * a signed-in staff member reaches (the espace, behind server/staff/guard.ts).
   */
  rateLimited?: boolean;
  /**
   * The page to show, values kept, when the action failed on our side
   * (database away: 503; anything else: 500).
   */
  recover?: (context: ActionContext, failure?: string) => Data;
  cache?: CachePolicy;
  /** Headers of its own on every answer (a private page's X-Robots-Tag, say). */
  headers?: Record<string, string>;
  /**
   * The page's entries in sitemap.xml. Default: the path itself for a page
   * without parameters; `false` for pages search engines should not list.
   */
  sitemap?: false | ((context: { db: Knex }) => Promise<SitemapEntry[]>);
  /** The page element, from the loaded data. */
  element: (data: Data) => ReactElement;
  /** The shell around the page (default `site`). */
  layout?: PageLayout;
}

/** A route with its data type erased, as the route table holds them. */
export type Route = PageRoute<unknown>;

/** Declares a route module's page; the data type is checked inside the module, then erased. */
export function page<Data = undefined>(route: PageRoute<Data>): Route {
  return route as unknown as Route;
}

/** The pages of answers no route gives: the address asked for is not a page (404), or the server failed (500, 503). */
export interface StatusRoute {
  element: (situation: { path: string; status: number }) => ReactElement;
}
