import type { Knex } from 'knex';

/**
 * Images imported with the articles, one row per distinct source file (keyed by
 * the SHA-256 of its bytes, so the same image imported twice is stored once),
 * and the variants made from it (AVIF, WebP… at several widths), each keyed by
 * the hash of its own bytes: that hash is its public address (/media/<hash>.<ext>),
 * served with an immutable cache. Everything lives in the database, so every
 * instance serves every image with no shared disk and no rebuild.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('media', (t) => {
    t.text('hash').primary();
    /** jpeg, png, webp, avif, gif or svg. */
    t.text('format').notNullable();
    /** As displayed (EXIF orientation applied). */
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    /** `#rrggbb`: the average colour, shown while the image loads. */
    t.text('placeholder').notNullable();
    /** The variants made: [{rendition, format, width, height, hash, bytes}]. */
    t.jsonb('variants').notNullable();
    /** The recipe that made them (server/blog/media.ts), so a new recipe can tell old rows. */
    t.text('pipeline').notNullable();
    /** The file as imported, never served (it may carry EXIF data): new variants can be made from it. */
    t.binary('original').notNullable();
    t.integer('byte_size').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('media_variants', (t) => {
    t.text('hash').notNullable();
    t.text('media_hash').notNullable().references('hash').inTable('media').onDelete('CASCADE');
    t.text('content_type').notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.binary('body').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Two sources may give the same bytes (one photo saved twice with other EXIF data):
    // each keeps its own row, so deleting one never takes the other's variant away.
    t.primary(['hash', 'media_hash']);
    t.index(['media_hash'], 'media_variants_media_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('media_variants');
  await knex.schema.dropTable('media');
}
