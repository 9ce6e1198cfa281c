import type { SignedTestimonial, TeamMember } from '../../shared/people';
import type { ContentChanges } from '../content/changed';
import { kept, KEPT_FALLBACK_MS } from '../db/kept';
import type { peopleRepo } from './repo';

/** The testimonials and the team, as the page loaders read them. */
export interface KeptPeople {
  testimonials(): Promise<SignedTestimonial[]>;
  team(): Promise<TeamMember[]>;
}

/**
 * The people the home, why, pricing and editorial pages show, with their photos, read once
 * and kept until « content changed » (server/content/changed.ts; the imports notify every
 * instance, which emits it): an uncached page makes no database query for them.
 */
export function keptPeople(
  repo: Pick<ReturnType<typeof peopleRepo>, 'testimonials' | 'team'>,
  changes: Pick<ContentChanges, 'subscribe'>,
  ttlMs = KEPT_FALLBACK_MS,
): KeptPeople {
  const testimonials = kept(() => repo.testimonials(), ttlMs);
  const team = kept(() => repo.team(), ttlMs);
  changes.subscribe(() => {
    testimonials.drop();
    team.drop();
  });
  return { testimonials: testimonials.get, team: team.get };
}
