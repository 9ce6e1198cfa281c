import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blog_posts', (t) => {
    t.increments('id').primary();
    t.text('slug').notNullable().unique();
    t.text('title').notNullable();
    t.text('excerpt').notNullable();
    /** Sanitised HTML, produced from Markdown by the import script. */
    t.text('content').notNullable();
    t.text('image').notNullable();
    t.text('image_alt').notNullable().defaultTo('');
    t.text('author');
    t.timestamp('published_at', { useTz: true }).notNullable();
    /** Hash of the imported source, so a re-import can tell "unchanged" from "updated". */
    t.text('source_hash');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // The list is read newest first, page by page.
    t.index(['published_at', 'id'], 'blog_posts_published_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('blog_posts');
}
