import type { Knex } from 'knex';
import type { VisitPayload } from '../../shared/schemas';

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
  };
}
