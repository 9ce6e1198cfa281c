import type { Knex } from 'knex';
import type { SignedTestimonial, PersonPhoto, TeamMember } from '../../shared/people';
import { isSpecialtySlug } from '../../shared/specialties';
import { mediaRepo } from '../media/mediaRepo';
import { mediaUrl, type MediaInfo } from '../media/media';

/** The two tables of the site's people (migrations 20261126100000, 20261126100100). */
export type PeopleKind = 'testimonials' | 'team';

export const TABLES: Record<PeopleKind, string> = { testimonials: 'testimonials', team: 'team_members' };

/** A stored portrait as pages show it: the WebP variants of one rendition, 2x at least. */
function photoOf(media: MediaInfo | undefined, rendition: string, alt: string): PersonPhoto | undefined {
  const variants = media?.variants
    .filter((v) => v.rendition === rendition && v.format === 'webp')
    .sort((a, b) => a.width - b.width);
  if (!variants?.length) return undefined;
  const largest = variants.at(-1)!;
  return {
    src: mediaUrl(variants[Math.min(1, variants.length - 1)]!),
    srcSet: variants.map((v) => `${mediaUrl(v)} ${v.width}w`).join(', '),
    width: largest.width,
    height: largest.height,
    alt,
  };
}

export function peopleRepo(db: Knex) {
  const media = mediaRepo(db);
  const photo = async (hash: string | null, rendition: string, alt: string | null) =>
    hash ? photoOf(await media.find(hash), rendition, alt ?? '') : undefined;
  return {
    /** The testimonials, in their order. */
    async testimonials(): Promise<SignedTestimonial[]> {
      const rows = await db('testimonials').orderBy([{ column: 'position' }, { column: 'slug' }]);
      return Promise.all(
        rows.map(async (row) => {
          const picture = await photo(row.photo_hash, 'portrait-square', row.photo_alt ?? `Portrait de ${row.name}`);
          return {
            quote: row.quote,
            name: row.name,
            specialty: row.specialty,
            ...(row.practice ? { practice: row.practice } : {}),
            city: row.city,
            ...(isSpecialtySlug(row.specialty_page) ? { specialtyPage: row.specialty_page } : {}),
            ...(picture ? { photo: picture } : {}),
          };
        }),
      );
    },
    /** The team, in its order. */
    async team(): Promise<TeamMember[]> {
      const rows = await db('team_members').orderBy([{ column: 'position' }, { column: 'slug' }]);
      return Promise.all(
        rows.map(async (row) => {
          const picture = await photo(row.photo_hash, 'portrait-3x4', row.photo_alt ?? `Portrait de ${row.first_name}`);
          return {
            firstName: row.first_name,
            role: row.role,
            sentence: row.sentence,
            ...(picture ? { photo: picture } : {}),
          };
        }),
      );
    },
    /** When the people of a kind last changed (an import or an edit), if there are any. */
    async lastChange(kind: PeopleKind): Promise<Date | undefined> {
      const row = await db(TABLES[kind]).max({ at: 'updated_at' }).first();
      return row?.at ? new Date(row.at) : undefined;
    },
    /** What is stored of a file's person: compared with the file to tell "unchanged". */
    sourceHashOf: async (kind: PeopleKind, slug: string): Promise<string | undefined> =>
      (await db(TABLES[kind]).where({ slug }).first('source_hash'))?.source_hash,
    async upsert(kind: PeopleKind, row: Record<string, unknown> & { slug: string }): Promise<void> {
      await db(TABLES[kind])
        .insert({ ...row, updated_at: db.fn.now() })
        .onConflict('slug')
        .merge();
    },
    async remove(kind: PeopleKind, slug: string): Promise<boolean> {
      return (await db(TABLES[kind]).where({ slug }).delete().returning('id')).length > 0;
    },
  };
}
