import type { Knex } from 'knex';
import { leadsPerDay, leadsPerProvenance, type ProvenanceAxis } from '../leads/forOthers';
import { paths } from '../../shared/paths';
import { parisDay, parisMidnight } from '../../shared/dates';

/**
 * The owner's traffic report (`npm run visits:report`), as Plausible shows
 * it: page views per day, the leads they brought, how well the quote and
 * contact pages convert, where visitors come from. Days are Paris days.
 */

export interface DayRow {
  /** `2026-11-23`, or `total`. */
  day: string;
  views: number;
  quotes: number;
  /** Contact messages; callback requests apart (a form of their own, not the contact page's). */
  contacts: number;
  callbacks: number;
  /** Views of the quote page (/demande-devis), and of the contact page. */
  quotePageViews: number;
  contactPageViews: number;
}

export interface Ranked {
  label: string;
  views: number;
}

/**
 * The leads of one source, campaign, landing page or call to action, and the
 * arrivals on the site it brought: views whose address carries it, or that came
 * from it (another site, or none: « direct »). Null when the visits cannot say
 * (a call to action's clicks are not counted).
 */
export interface ProvenanceRow {
  label: string;
  leads: number;
  arrivals: number | null;
  /** Of those leads, how many the team contacted (any status past « nouveau »), won and lost. */
  contacted: number;
  won: number;
  lost: number;
}

/** Where the leads came from (docs/decisions/038-lead-attribution.md), by each of the four axes. */
export type LeadProvenance = Record<ProvenanceAxis, ProvenanceRow[]>;

export interface TrafficReport {
  days: number;
  /** The first and last day covered, Paris time. */
  from: string;
  to: string;
  siteHost: string;
  daily: DayRow[];
  total: DayRow;
  topPages: Ranked[];
  /** Other sites that sent visitors (the site's own host left out), by host. */
  referrers: Ranked[];
  utmSources: Ranked[];
  utmCampaigns: Ranked[];
  provenance: LeadProvenance;
}

/** Quotes per view of the quote page, contacts per view of the contact page; null without views. */
export function conversion(leads: number, pageViews: number): number | null {
  return pageViews ? leads / pageViews : null;
}

// Knex reads `?` as a binding: `\\?` is a literal question mark in these expressions.
const PATH = "regexp_replace(regexp_replace(url, '^[a-zA-Z]+://[^/]+', ''), '[\\?#].*$', '')";
const hostOf = (column: string) => `lower(substring(${column} from '^[a-zA-Z]+://([^/:\\?#]+)'))`;
const withoutWww = (expr: string) => `regexp_replace(${expr}, '^www\\.', '')`;
const HAS_UTM_SOURCE = "url ~ '[\\?&]utm_source='";
/** Another site sent the visitor (one binding: the site's host). */
const FROM_ANOTHER_SITE = `(${hostOf('referrer')} is not null and ${withoutWww(hostOf('referrer'))} <> ${withoutWww('?')} and ${withoutWww(hostOf('referrer'))} is distinct from ${withoutWww(hostOf('url'))})`;

/** `utm_source=news%20letter` → `news letter`; a broken escape is kept as written. */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' ')).trim();
  } catch {
    return value.trim();
  }
}

/** A row of leadsPerProvenance (server/leads/forOthers.ts). */
interface LeadCounts {
  label: string | null;
  n: number;
  contacted?: number;
  won?: number;
  lost?: number;
}

/**
 * The leads per value and the arrivals per value (values decoded), merged:
 * most leads first, then most arrivals; the `top` first.
 */
function provenanceRows(
  leads: LeadCounts[],
  arrivals: { value: string | null; views: number }[] | null,
  top: number,
): ProvenanceRow[] {
  const rows = new Map<string, ProvenanceRow>();
  const row = (label: string) => {
    let found = rows.get(label);
    if (!found)
      rows.set(label, (found = { label, leads: 0, arrivals: arrivals ? 0 : null, contacted: 0, won: 0, lost: 0 }));
    return found;
  };
  for (const arrival of arrivals ?? []) {
    const label = decodeParam(arrival.value ?? '');
    if (label) row(label).arrivals! += Number(arrival.views);
  }
  for (const lead of leads) {
    if (!lead.label) continue;
    const target = row(lead.label);
    target.leads += Number(lead.n);
    target.contacted += Number(lead.contacted ?? 0);
    target.won += Number(lead.won ?? 0);
    target.lost += Number(lead.lost ?? 0);
  }
  return [...rows.values()]
    .sort((a, b) => b.leads - a.leads || (b.arrivals ?? 0) - (a.arrivals ?? 0) || a.label.localeCompare(b.label))
    .slice(0, top);
}

/** Merges values equal once decoded, biggest first. */
function rankDecoded(rows: { value: string; views: number }[], top: number): Ranked[] {
  const merged = new Map<string, number>();
  for (const row of rows) {
    const label = decodeParam(row.value);
    if (label) merged.set(label, (merged.get(label) ?? 0) + Number(row.views));
  }
  return [...merged]
    .map(([label, views]) => ({ label, views }))
    .sort((a, b) => b.views - a.views || a.label.localeCompare(b.label))
    .slice(0, top);
}

export async function trafficReport(
  db: Knex,
  { days, siteUrl, top = 10, now = new Date() }: { days: number; siteUrl: string; top?: number; now?: Date },
): Promise<TrafficReport> {
  const to = parisDay(now);
  const firstDay = new Date(`${to}T00:00:00Z`);
  firstDay.setUTCDate(firstDay.getUTCDate() - (days - 1));
  const since = parisMidnight(firstDay);
  const siteHost = new URL(siteUrl).hostname.toLowerCase();
  const day = "to_char(created_at at time zone 'Europe/Paris', 'YYYY-MM-DD')";
  const visits = () => db('page_visits').where('created_at', '>=', since);

  // An arrival on the site: from a campaign's link, from another site, or from nowhere (typed, a bookmark).
  const arrivals = () =>
    visits().where((q) => q.whereRaw(HAS_UTM_SOURCE).orWhereNull('referrer').orWhereRaw(FROM_ANOTHER_SITE, [siteHost]));
  const [viewsByDay, leadsByDay, pages, referrers, sources, campaigns, provenance] = await Promise.all([
    visits()
      .select(db.raw(`${day} as day`))
      .count({ views: '*' })
      .select(db.raw(`count(*) filter (where ${PATH} = ?) as quote_views`, [paths.quote]))
      .select(db.raw(`count(*) filter (where ${PATH} = ?) as contact_views`, [paths.contact]))
      .groupByRaw('1'),
    leadsPerDay(db, since, day),
    visits()
      .select(db.raw(`${PATH} as label`))
      .count({ views: '*' })
      .groupByRaw('1')
      .orderBy([{ column: 'views', order: 'desc' }, { column: 'label' }])
      .limit(top),
    visits()
      .whereNotNull('referrer')
      .select(db.raw(`${hostOf('referrer')} as label`))
      .count({ views: '*' })
      .whereRaw(`${hostOf('referrer')} is not null`)
      // Moving from one of our pages to another is not a referral, whatever the host was called.
      .whereRaw(`${withoutWww(hostOf('referrer'))} <> ${withoutWww('?')}`, [siteHost])
      .whereRaw(`${withoutWww(hostOf('referrer'))} is distinct from ${withoutWww(hostOf('url'))}`)
      .groupByRaw('1')
      .orderBy([{ column: 'views', order: 'desc' }, { column: 'label' }])
      .limit(top),
    visits()
      .select(db.raw("substring(url from '[\\?&]utm_source=([^&#]*)') as value"))
      .count({ views: '*' })
      .whereRaw("url ~ '[\\?&]utm_source='")
      .groupByRaw('1'),
    visits()
      .select(db.raw("substring(url from '[\\?&]utm_campaign=([^&#]*)') as value"))
      .count({ views: '*' })
      .whereRaw("url ~ '[\\?&]utm_campaign='")
      .groupByRaw('1'),
    Promise.all([
      leadsPerProvenance(db, since, 'source'),
      arrivals()
        .select(
          db.raw(
            `case when ${HAS_UTM_SOURCE} then substring(url from '[\\?&]utm_source=([^&#]*)') when referrer is null then 'direct' else ${hostOf('referrer')} end as value`,
          ),
        )
        .count({ views: '*' })
        .groupByRaw('1'),
      leadsPerProvenance(db, since, 'campaign'),
      leadsPerProvenance(db, since, 'landing'),
      arrivals()
        .select(db.raw(`${PATH} as value`))
        .count({ views: '*' })
        .groupByRaw('1'),
      leadsPerProvenance(db, since, 'cta'),
    ]),
  ]);
  const [sourceLeads, sourceArrivals, campaignLeads, landingLeads, landingArrivals, ctaLeads] =
    provenance as unknown as [
      LeadCounts[],
      { value: string; views: number }[],
      LeadCounts[],
      LeadCounts[],
      { value: string; views: number }[],
      LeadCounts[],
    ];

  const rows = new Map<string, DayRow>();
  for (let i = 0; i < days; i++) {
    const date = new Date(firstDay);
    date.setUTCDate(date.getUTCDate() + i);
    const key = date.toISOString().slice(0, 10);
    rows.set(key, { day: key, views: 0, quotes: 0, contacts: 0, callbacks: 0, quotePageViews: 0, contactPageViews: 0 });
  }
  for (const row of viewsByDay as { day: string; views: number; quote_views: number; contact_views: number }[]) {
    const target = rows.get(row.day);
    if (!target) continue;
    target.views = Number(row.views);
    target.quotePageViews = Number(row.quote_views);
    target.contactPageViews = Number(row.contact_views);
  }
  // One count per kind: a day with contact messages and callback requests has both.
  const column = { quote: 'quotes', contact: 'contacts', callback: 'callbacks' } as const;
  for (const row of leadsByDay as { day: string; kind: keyof typeof column; n: number }[]) {
    const target = rows.get(row.day);
    if (target && column[row.kind]) target[column[row.kind]] = Number(row.n);
  }
  const daily = [...rows.values()];
  const total: DayRow = {
    day: 'total',
    views: 0,
    quotes: 0,
    contacts: 0,
    callbacks: 0,
    quotePageViews: 0,
    contactPageViews: 0,
  };
  for (const row of daily) {
    for (const key of ['views', 'quotes', 'contacts', 'callbacks', 'quotePageViews', 'contactPageViews'] as const)
      total[key] += row[key];
  }
  const ranked = (list: unknown[]) =>
    (list as { label: string; views: number }[]).map((r) => ({ label: r.label || '/', views: Number(r.views) }));
  return {
    days,
    from: daily[0]!.day,
    to,
    siteHost,
    daily,
    total,
    topPages: ranked(pages),
    referrers: ranked(referrers),
    utmSources: rankDecoded(sources as { value: string; views: number }[], top),
    utmCampaigns: rankDecoded(campaigns as { value: string; views: number }[], top),
    provenance: {
      source: provenanceRows(sourceLeads, sourceArrivals, top),
      campaign: provenanceRows(campaignLeads, campaigns as { value: string; views: number }[], top),
      landing: provenanceRows(
        landingLeads.map((row) => ({ ...row, label: row.label || '/' })),
        landingArrivals.map((row) => ({ ...row, value: row.value || '/' })),
        top,
      ),
      cta: provenanceRows(ctaLeads, null, top),
    },
  };
}
