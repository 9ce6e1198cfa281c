import type { Knex } from 'knex';

/**
 * Which article uses which image (its cover, the images of its body). An image
 * no article uses any more is deleted; the foreign key without cascade keeps an
 * image from being deleted while an import that reuses it is committing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blog_post_media', (t) => {
    t.integer('post_id').notNullable().references('id').inTable('blog_posts').onDelete('CASCADE');
    t.text('media_hash').notNullable().references('hash').inTable('media');
    t.primary(['post_id', 'media_hash']);
    t.index(['media_hash'], 'blog_post_media_media_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('blog_post_media');
}
