import type { Knex } from 'knex';
import { contactDetails } from '../../shared/contactDetails';
import { keptLanding, type KeptLanding } from '../landing/kept';
import { landingRepo } from '../landing/repo';
import { keptPeople, type KeptPeople } from '../people/kept';
import { peopleRepo } from '../people/repo';
import { keptSettings, type KeptSettings } from '../settings/kept';
import { settingsRepo } from '../settings/repo';
import type { ContentChanges } from '../content/changed';

/** What every page may show besides its own data, each from its owner, kept until content changes. */
export interface KeptContent {
  settings: KeptSettings;
  people: KeptPeople;
  landing: KeptLanding;
}

/**
 * The settings, the people and the landing pages, each read by its owner (settings/,
 * people/, landing/) once and kept until « content changed » (server/content/changed.ts): the route
 * loaders and the renderer read them here, not in the database.
 */
export function keptContent(db: Knex, changes: Pick<ContentChanges, 'subscribe'>): KeptContent {
  const settings = keptSettings(settingsRepo(db), changes);
  // The facts the pages of content/pages/ are written from (decision 060): the owner's, and the opening hours.
  const facts = async () => ({
    ...(await settings.ownerFacts()),
    horaires: contactDetails(await settings.contact()).hours,
  });
  return {
    settings,
    people: keptPeople(peopleRepo(db), changes),
    landing: keptLanding(landingRepo(db), changes, facts),
  };
}
