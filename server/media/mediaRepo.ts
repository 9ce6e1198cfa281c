import type { Knex } from 'knex';
import type { EncodedMedia, MediaInfo, VariantInfo } from './media';

interface MediaRow {
  hash: string;
  format: MediaInfo['format'];
  width: number;
  height: number;
  placeholder: string;
  variants: VariantInfo[] | string;
  pipeline: string;
}

const toInfo = (row: MediaRow): MediaInfo => ({
  hash: row.hash,
  format: row.format,
  width: Number(row.width),
  height: Number(row.height),
  placeholder: row.placeholder,
  variants: typeof row.variants === 'string' ? (JSON.parse(row.variants) as VariantInfo[]) : row.variants,
  pipeline: row.pipeline,
});

/** PGlite returns bytea as a Uint8Array, pg as a Buffer. */
const toBuffer = (value: Uint8Array) =>
  Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);

/** The `media`, `media_variants` and `blog_post_media` tables (migrations 20261123150000, 20261123150100). */
/** The size in bytes of every stored variant, by its hash (`npm run bench:import` weighs the covers). */
export async function variantSizes(db: Knex): Promise<Map<string, number>> {
  const rows: { hash: string; bytes: number | string }[] = await db('media_variants').select(
    'hash',
    db.raw('octet_length(body) as bytes'),
  );
  return new Map(rows.map((row) => [row.hash, Number(row.bytes)]));
}

export function mediaRepo(db: Knex) {
  return {
    /** A stored image's description (no bytes), or undefined. */
    async find(hash: string): Promise<MediaInfo | undefined> {
      const row: MediaRow | undefined = await db('media')
        .where({ hash })
        .first('hash', 'format', 'width', 'height', 'placeholder', 'variants', 'pipeline');
      return row ? toInfo(row) : undefined;
    },

    /**
     * Stores an image and its variants; an image already stored by the same
     * recipe is left as it is (the same file imported twice is stored once), one
     * stored by an older recipe gets the new variants in place of the old.
     */
    async save(media: EncodedMedia): Promise<void> {
      await db('media')
        .insert({
          hash: media.hash,
          format: media.format,
          width: media.width,
          height: media.height,
          placeholder: media.placeholder,
          variants: JSON.stringify(media.variants),
          pipeline: media.pipeline,
          original: media.original,
          byte_size: media.original.length,
        })
        .onConflict('hash')
        .merge(['variants', 'pipeline', 'placeholder', 'width', 'height'])
        .where('media.pipeline', '<>', media.pipeline);
      // One row at a time: a statement carrying every variant's bytes at once is needlessly large.
      for (const file of media.files) {
        await db('media_variants')
          .insert({
            hash: file.hash,
            media_hash: media.hash,
            content_type: file.contentType,
            width: file.width,
            height: file.height,
            body: file.body,
          })
          .onConflict(['hash', 'media_hash'])
          .ignore();
      }
      await db('media_variants')
        .where({ media_hash: media.hash })
        .whereNotIn(
          'hash',
          media.files.map((file) => file.hash),
        )
        .delete();
    },

    /** A variant's bytes, by the hash in its address. */
    async variant(hash: string): Promise<{ contentType: string; body: Buffer } | undefined> {
      const row: { content_type: string; body: Uint8Array } | undefined = await db('media_variants')
        .where({ hash })
        .first('content_type', 'body');
      return row ? { contentType: row.content_type, body: toBuffer(row.body) } : undefined;
    },

    /** The images an article uses. */
    async usedBy(postId: number): Promise<string[]> {
      return (await db('blog_post_media').where({ post_id: postId }).select('media_hash')).map(
        (row: { media_hash: string }) => row.media_hash,
      );
    },

    /** Records the images an article uses, in place of those it used before. */
    async setUsedBy(postId: number, hashes: string[]): Promise<void> {
      await db('blog_post_media').where({ post_id: postId }).delete();
      const unique = [...new Set(hashes)];
      if (unique.length)
        await db('blog_post_media').insert(unique.map((media_hash) => ({ post_id: postId, media_hash })));
    },

    /**
     * Deletes those of `hashes` no article uses any more (their variants go with
     * them). An image that a concurrent import is linking right now is locked by
     * that import's foreign key check, and skipped.
     */
    async deleteUnused(hashes: string[]): Promise<number> {
      if (!hashes.length) return 0;
      const unused = db('media')
        .select('hash')
        .whereIn('hash', hashes)
        .whereNotExists(db('blog_post_media').select(db.raw('1')).whereRaw('blog_post_media.media_hash = media.hash'))
        .forUpdate()
        .skipLocked();
      const deleted = await db('media').whereIn('hash', unused).delete().returning('hash');
      return deleted.length;
    },
  };
}

export type MediaRepo = ReturnType<typeof mediaRepo>;
