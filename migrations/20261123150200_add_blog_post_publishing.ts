import type { Knex } from 'knex';

/**
 * Publishing: drafts, the "updated" date of the front matter, the responsive
 * cover (its variants' addresses, sizes and placeholder colour, read with the
 * post so that a page needs no second query) and the file the article came from.
 * An article is public when it is not a draft and its date has come.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('blog_posts', (t) => {
    t.boolean('draft').notNullable().defaultTo(false);
    t.timestamp('revised_at', { useTz: true });
    t.jsonb('cover');
    t.text('source_file');
  });
  // Drafts are few: the list's total subtracts them (and scheduled posts) from the kept count.
  await knex.raw('create index blog_posts_draft_idx on blog_posts (id) where draft');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index blog_posts_draft_idx');
  await knex.schema.alterTable('blog_posts', (t) => {
    t.dropColumn('source_file');
    t.dropColumn('cover');
    t.dropColumn('revised_at');
    t.dropColumn('draft');
  });
}
