import type { Knex } from 'knex';
import * as createSettings from './20261122090000_create_settings';
import * as createBlogPosts from './20261122090100_create_blog_posts';
import * as createContactMessages from './20261122090200_create_contact_messages';
import * as createEmailOutbox from './20261122090300_create_email_outbox';
import * as createNewsletterSubscribers from './20261122090400_create_newsletter_subscribers';
import * as createPageVisits from './20261122090500_create_page_visits';
import * as createBlogStats from './20261122090600_create_blog_stats';

type Migration = { name: string; up: (knex: Knex) => Promise<void>; down: (knex: Knex) => Promise<void> };

/**
 * Every migration, in order. Listed by hand rather than read from the folder so
 * that the server bundle carries them and production runs no TypeScript.
 * A new migration is a new file here; a landed one is never edited.
 */
export const migrations: Migration[] = [
  { name: '20261122090000_create_settings', ...createSettings },
  { name: '20261122090100_create_blog_posts', ...createBlogPosts },
  { name: '20261122090200_create_contact_messages', ...createContactMessages },
  { name: '20261122090300_create_email_outbox', ...createEmailOutbox },
  { name: '20261122090400_create_newsletter_subscribers', ...createNewsletterSubscribers },
  { name: '20261122090500_create_page_visits', ...createPageVisits },
  { name: '20261122090600_create_blog_stats', ...createBlogStats },
];

export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => migrations,
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};
