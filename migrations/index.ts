import type { Knex } from 'knex';
import * as createSettings from './20261122090000_create_settings';
import * as createBlogPosts from './20261122090100_create_blog_posts';
import * as createContactMessages from './20261122090200_create_contact_messages';
import * as createEmailOutbox from './20261122090300_create_email_outbox';
import * as createNewsletterSubscribers from './20261122090400_create_newsletter_subscribers';
import * as createPageVisits from './20261122090500_create_page_visits';
import * as createBlogStats from './20261122090600_create_blog_stats';
import * as outboxMaxAttemptsDefault from './20261123120000_outbox_max_attempts_default';
import * as createMedia from './20261123150000_create_media';
import * as createBlogPostMedia from './20261123150100_create_blog_post_media';
import * as addBlogPostPublishing from './20261123150200_add_blog_post_publishing';
import * as contactMessagesPage from './20261123160000_contact_messages_page';
import * as contactMessagesEmailIndex from './20261123160100_contact_messages_email_index';
import * as emailOutboxContactMessageIndex from './20261123160200_email_outbox_contact_message_index';
import * as outboxHeaders from './20261123170000_outbox_headers';
import * as newsletterConfirmation from './20261123170100_newsletter_confirmation';
import * as createNewsletterCampaigns from './20261123170200_create_newsletter_campaigns';
import * as createNewsletterDeliveries from './20261123170300_create_newsletter_deliveries';
import * as createIdempotencyKeys from './20261123180000_create_idempotency_keys';
import * as addBlogPostSeo from './20261123190000_add_blog_post_seo';
import * as renameContactMessagesToLeads from './20261126090000_rename_contact_messages_to_leads';
import * as createTestimonials from './20261126100000_create_testimonials';
import * as createTeamMembers from './20261126100100_create_team_members';
import * as createSitePages from './20261127150000_create_site_pages';
import * as addLeadSpecialty from './20261127150100_add_lead_specialty';
import * as leadsCallback from './20261127150200_leads_callback';
import * as leadsAttribution from './20261127160000_leads_attribution';
import * as leadStatus from './20261127170100_lead_status';
import * as createWebhookOutbox from './20261127200000_create_webhook_outbox';
import * as createStaff from './20261129120000_create_staff';
import * as leadStatusChangedBy from './20261129130000_lead_status_changed_by';
import * as testimonialSpecialtyPage from './20261129180000_testimonial_specialty_page';
import * as webhookEndpoints from './20261129140000_webhook_endpoints';
import * as createQueueJobs from './20261129140100_create_queue_jobs';

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
  { name: '20261123120000_outbox_max_attempts_default', ...outboxMaxAttemptsDefault },
  { name: '20261123150000_create_media', ...createMedia },
  { name: '20261123150100_create_blog_post_media', ...createBlogPostMedia },
  { name: '20261123150200_add_blog_post_publishing', ...addBlogPostPublishing },
  { name: '20261123160000_contact_messages_page', ...contactMessagesPage },
  { name: '20261123160100_contact_messages_email_index', ...contactMessagesEmailIndex },
  { name: '20261123160200_email_outbox_contact_message_index', ...emailOutboxContactMessageIndex },
  { name: '20261123170000_outbox_headers', ...outboxHeaders },
  { name: '20261123170100_newsletter_confirmation', ...newsletterConfirmation },
  { name: '20261123170200_create_newsletter_campaigns', ...createNewsletterCampaigns },
  { name: '20261123170300_create_newsletter_deliveries', ...createNewsletterDeliveries },
  { name: '20261123180000_create_idempotency_keys', ...createIdempotencyKeys },
  { name: '20261123190000_add_blog_post_seo', ...addBlogPostSeo },
  { name: '20261126090000_rename_contact_messages_to_leads', ...renameContactMessagesToLeads },
  { name: '20261126100000_create_testimonials', ...createTestimonials },
  { name: '20261126100100_create_team_members', ...createTeamMembers },
  { name: '20261127150000_create_site_pages', ...createSitePages },
  { name: '20261127150100_add_lead_specialty', ...addLeadSpecialty },
  { name: '20261127150200_leads_callback', ...leadsCallback },
  { name: '20261127160000_leads_attribution', ...leadsAttribution },
  { name: '20261127170100_lead_status', ...leadStatus },
  { name: '20261127200000_create_webhook_outbox', ...createWebhookOutbox },
  { name: '20261129120000_create_staff', ...createStaff },
  { name: '20261129130000_lead_status_changed_by', ...leadStatusChangedBy },
  { name: '20261129180000_testimonial_specialty_page', ...testimonialSpecialtyPage },
  { name: '20261129140000_webhook_endpoints', ...webhookEndpoints },
  { name: '20261129140100_create_queue_jobs', ...createQueueJobs },
];

export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => migrations,
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};
