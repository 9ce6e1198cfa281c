import type { Knex } from 'knex';
import type { VisitPayload } from '../../shared/schemas';

export interface VisitReport {
  total: number;
  byPath: { path: string; views: number }[];
  byReferrer: { host: string; views: number }[];
}

export function visitsRepo(db: Knex) {
  return {
    async record(visit: VisitPayload): Promise<void> {
      await db('page_visits').insert({
        url: visit.url,
        referrer: visit.referrer || null,
        page_title: visit.page_title ?? '',
        screen_width: visit.screen_width ?? null,
        screen_height: visit.screen_height ?? null,
        timezone: visit.timezone || null,
        language: visit.language || null,
      });
    },

    /** Page views per path (no host, no query) and per referrer host over the last `days`. */
    async report(days: number, top = 20): Promise<VisitReport> {
      const since = db.raw("now() - make_interval(days => ?)", [days]);
      // `\\?` is a literal question mark for Knex, not a binding.
      const pathExpr = "regexp_replace(regexp_replace(url, '^[a-z]+://[^/]+', ''), '[\\?#].*$', '')";
      const hostExpr = "coalesce(substring(referrer from '^[a-z]+://([^/:\\?#]+)'), '(direct)')";
      const [total, byPath, byReferrer] = await Promise.all([
        db('page_visits').where('created_at', '>=', since).count({ n: '*' }).first(),
        db('page_visits')
          .where('created_at', '>=', since)
          .select(db.raw(`${pathExpr} as path`))
          .count({ views: '*' })
          .groupByRaw('1')
          .orderBy('views', 'desc')
          .limit(top),
        db('page_visits')
          .where('created_at', '>=', since)
          .select(db.raw(`${hostExpr} as host`))
          .count({ views: '*' })
          .groupByRaw('1')
          .orderBy('views', 'desc')
          .limit(top),
      ]);
      return {
        total: Number(total?.n ?? 0),
        byPath: (byPath as { path: string; views: number }[]).map((r) => ({ path: r.path || '/', views: Number(r.views) })),
        byReferrer: (byReferrer as { host: string; views: number }[]).map((r) => ({ host: r.host, views: Number(r.views) })),
      };
    },
  };
}
