import type { Knex } from 'knex';

/**
 * The number of posts, kept by triggers, so that a page of the blog list gets
 * its total without counting every post (a count grows with the blog; this does not).
 * Statement-level triggers with transition tables: one update per import, not per row.
 * One statement per call: PGlite's extended protocol takes a single statement.
 */
const UP = [
  `create table blog_stats (
     singleton boolean primary key default true check (singleton),
     post_count integer not null
   )`,
  'insert into blog_stats (post_count) select count(*) from blog_posts',
  `create function blog_stats_after_insert() returns trigger language plpgsql as $$
   begin
     update blog_stats set post_count = post_count + (select count(*) from inserted_rows);
     return null;
   end $$`,
  `create function blog_stats_after_delete() returns trigger language plpgsql as $$
   begin
     update blog_stats set post_count = post_count - (select count(*) from deleted_rows);
     return null;
   end $$`,
  `create function blog_stats_after_truncate() returns trigger language plpgsql as $$
   begin
     update blog_stats set post_count = 0;
     return null;
   end $$`,
  `create trigger blog_stats_insert after insert on blog_posts
     referencing new table as inserted_rows for each statement execute function blog_stats_after_insert()`,
  `create trigger blog_stats_delete after delete on blog_posts
     referencing old table as deleted_rows for each statement execute function blog_stats_after_delete()`,
  `create trigger blog_stats_truncate after truncate on blog_posts
     for each statement execute function blog_stats_after_truncate()`,
];

const DOWN = [
  'drop trigger blog_stats_truncate on blog_posts',
  'drop trigger blog_stats_delete on blog_posts',
  'drop trigger blog_stats_insert on blog_posts',
  'drop function blog_stats_after_truncate()',
  'drop function blog_stats_after_delete()',
  'drop function blog_stats_after_insert()',
  'drop table blog_stats',
];

export async function up(knex: Knex): Promise<void> {
  for (const sql of UP) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  for (const sql of DOWN) await knex.raw(sql);
}
