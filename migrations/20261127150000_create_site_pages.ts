import type { Knex } from 'knex';

/**
 * The pages the owner writes in content/pages/ (npm run content:import): one per
 * speciality of the services page's grid, the page for Belgian practices and the
 * questions before signing. Stored as the import rendered them, like the articles.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('site_pages', (t) => {
    t.text('slug').primary();
    t.text('kind').notNullable();
    t.text('name').notNullable();
    t.text('title').notNullable();
    t.text('seo_title');
    t.text('description').notNullable();
    t.text('lead').notNullable();
    t.text('content').notNullable();
    // The questions page: [{ id, question, html }]; the ones /nos-tarifs shows: [id].
    t.text('sections').notNullable().defaultTo('[]');
    t.text('pricing').notNullable().defaultTo('[]');
    // Related articles, by slug, in the order the file gives them.
    t.text('articles').notNullable().defaultTo('[]');
    // What the owner still has to fill in (the `[[à compléter : …]]` of the file).
    t.text('placeholders').notNullable().defaultTo('[]');
    t.text('source_hash').notNullable();
    t.text('source_file');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('site_pages');
}
