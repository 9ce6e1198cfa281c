import type { Knex } from 'knex';

/**
 * An article's own title and description for search engines (front matter
 * `seoTitle` and `description`), when its title or excerpt is longer than a
 * result page shows. Null: the page uses the title and the excerpt.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('blog_posts', (t) => {
    t.text('seo_title');
    t.text('seo_description');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('blog_posts', (t) => {
    t.dropColumn('seo_description');
    t.dropColumn('seo_title');
  });
}
