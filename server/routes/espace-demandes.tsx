import { espaceLeadHref, paths } from '../../shared/paths';
import { InboxPage, type InboxData } from '../../views/pages/espace/InboxPage';
import { LeadPage, type LeadData, type LeadDone } from '../../views/pages/espace/LeadPage';
import { LeadsPage, type LeadsData, type LeadsFilters } from '../../views/pages/espace/LeadsPage';
import { ProblemError, problems } from '../http/problems';
import { page, type RouteContext } from '../routing/route';
import {
  callbacksToMake,
  espaceLead,
  espaceRecord,
  leadRecord,
  retryDeadDelivery,
  searchLeads,
  STATUS_CHOICES,
} from '../leads/inbox';
import { waitingLeads } from '../leads/due';
import { isLeadStatus, parseLeadStatus, setLeadStatus } from '../leads/status';
import type { LeadFilter } from '../leads/repo';
import type { StaffMember } from '../staff/session';

/**
 * The team's inbox (issue 45): `/espace` (what waits for an answer, the calls to make),
 * `/espace/demandes` (every lead, filtered and searched) and `/espace/demandes/<n°>` (one
 * lead, its status one tap away). server/staff/guard.ts has already refused whoever is not
 * signed in, made the answer private and checked a post's origin; a page here reads the
 * leads through server/leads/ only, and is never cached.
 */

const PAGE_SIZE = 25;
/** What a note may hold: a few lines, as the history shows it. */
const NOTE_MAX = 1_000;

/** The member as the pages name them; the guard lets no request without one reach a loader. */
function signedIn({ staff }: RouteContext): StaffMember {
  if (!staff) throw new Error('espace route reached without a staff member');
  return staff;
}

const KINDS = { devis: 'quote', message: 'contact', rappel: 'callback' } as const;

/** The list's filters from its address; an unknown value is no filter (a hand-edited address still answers). */
export function filtersOf(query: URLSearchParams): { filters: LeadsFilters; filter: LeadFilter; page: number } {
  const read = (name: string) => (query.get(name) ?? '').trim().slice(0, 100);
  const statut = parseLeadStatus(read('statut'));
  const type = read('type');
  const kind = type in KINDS ? KINDS[type as keyof typeof KINDS] : undefined;
  const filters = { statut: statut ?? '', type: kind ? type : '', source: read('source'), q: read('q') };
  const pageNumber = Number(read('page'));
  return {
    filters,
    filter: { status: statut, kind, source: filters.source || undefined, search: filters.q || undefined },
    page: Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1,
  };
}

async function leadData(context: RouteContext, id: number, done?: LeadDone): Promise<LeadData | undefined> {
  const record = await leadRecord(context.db, id);
  if (!record) return undefined;
  return { staff: signedIn(context), statuses: STATUS_CHOICES, done, ...espaceRecord(record) };
}

/** A lead's number from its address: digits only, else no such page. */
const idOf = (context: RouteContext) => (/^\d{1,9}$/.test(context.params.id ?? '') ? Number(context.params.id) : null);

const DONE: readonly LeadDone[] = ['statut', 'renvoi', 'deja-remis'];

const private_ = { cache: 'none', sitemap: false, layout: 'none' } as const;

export default [
  page<InboxData>({
    ...private_,
    path: paths.espace,
    load: async (context) => {
      const now = new Date();
      const [toHandle, callbacks] = await Promise.all([
        waitingLeads(context.db, now),
        callbacksToMake(context.db, now),
      ]);
      return {
        data: {
          staff: signedIn(context),
          toHandle: toHandle.map((lead) => espaceLead(lead, now)),
          callbacks: callbacks.map((lead) => ({
            ...espaceLead(lead, now),
            callbackAt: lead.callbackAt,
            when: lead.when,
          })),
        },
      };
    },
    element: (data) => <InboxPage {...data} />,
  }),

  page<LeadsData>({
    ...private_,
    path: paths.espaceLeads,
    load: async (context) => {
      const { filters, filter, page: pageNumber } = filtersOf(context.query);
      const found = await searchLeads(context.db, filter, {
        limit: PAGE_SIZE,
        offset: (pageNumber - 1) * PAGE_SIZE,
      });
      const now = new Date();
      return {
        data: {
          staff: signedIn(context),
          leads: found.leads.map((lead) => espaceLead(lead, now)),
          total: found.total,
          page: pageNumber,
          pages: Math.max(1, Math.ceil(found.total / PAGE_SIZE)),
          filters,
          statuses: STATUS_CHOICES,
          sources: found.sources,
        },
      };
    },
    element: (data) => <LeadsPage {...data} />,
  }),

  page<LeadData>({
    ...private_,
    path: `${paths.espaceLeads}/:id`,
    // A signed-in member's taps, not a visitor's form: the forms' rate limit (5 in 10 minutes)
    // would stop the owner going through a morning's leads; the session and the origin check guard these.
    rateLimited: false,
    load: async (context) => {
      const id = idOf(context);
      const done = context.query.get('fait');
      const data =
        id === null
          ? undefined
          : await leadData(
              context,
              id,
              DONE.find((word) => word === done),
            );
      return data ? { data } : { notFound: true };
    },
    action: async (context) => {
      const id = idOf(context);
      const data = id === null ? undefined : await leadData(context, id);
      if (id === null || !data) throw new ProblemError(problems.notFound);
      const staff = signedIn(context);
      if (context.field('action') === 'renvoyer') {
        const channel = context.field('canal');
        const delivery = Number(context.field('envoi'));
        if ((channel !== 'mail' && channel !== 'webhook') || !Number.isInteger(delivery))
          return { refused: problems.badRequest(), data };
        const retried = await retryDeadDelivery(context.db, id, channel, delivery);
        const redirect = `${espaceLeadHref(id)}?fait=${retried ? 'renvoi' : 'deja-remis'}`;
        return { done: { status: 200, json: { retried } }, redirect };
      }
      const status = context.field('statut');
      const note = context.field('note').trim();
      const refusal: Record<string, string> | null = !isLeadStatus(status)
        ? { statut: 'Choisissez l’un des six statuts.' }
        : note.length > NOTE_MAX
          ? { note: `La note dépasse ${NOTE_MAX} caractères : raccourcissez-la.` }
          : null;
      if (refusal || !isLeadStatus(status))
        return {
          refused: problems.invalidInput(refusal ?? {}),
          data: { ...data, error: Object.values(refusal ?? {})[0] },
        };
      await setLeadStatus(context.db, { id }, status, note || null, { by: staff.name ?? staff.email });
      return { done: { status: 200, json: { status } }, redirect: `${espaceLeadHref(id)}?fait=statut` };
    },
    element: (data) => <LeadPage {...data} />,
  }),
];
