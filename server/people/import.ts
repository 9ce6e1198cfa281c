import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { z } from 'zod';
import { isSlug } from '../../shared/blog';
import { specialtySlugs } from '../../shared/specialties';
import { notifyContentChanged } from '../db/changes';
import type { DatabaseKind } from '../db/database';
import { FrontMatterError, readFrontMatter, type FrontMatterFile } from '../content/frontMatter';
import {
  encodeImage,
  ImageError,
  inspectImage,
  PORTRAIT_PIPELINE,
  PORTRAIT_RENDITIONS,
  readImageFile,
  sha256,
  type EncodedMedia,
} from '../media/media';
import { mediaRepo } from '../media/mediaRepo';
import { peopleRepo, type PeopleKind } from './repo';

/**
 * The import of the site's people (`npm run testimonials:import`, `team:import`):
 * one Markdown file each, its photo beside it, upserted by file name. Every
 * field is checked and every problem named with its file and field, in French;
 * a file with a problem is not imported, the others are. Nothing is ever made
 * up: a field the owner did not give is not shown.
 */

const text = (max: number, what: string) =>
  z
    .string({ error: `${what} manque` })
    .trim()
    .min(1, `${what} manque`)
    .max(max, `${what} : ${max} caractères au plus`);
const photoFields = {
  photo: z.string().trim().min(1).optional(),
  photoAlt: text(200, 'la description de la photo').optional(),
  order: z.number({ error: 'l’ordre doit être un nombre entier' }).int('l’ordre doit être un nombre entier').optional(),
};
const day = z
  .string({
    error: 'la date de consentement manque (consent: AAAA-MM-JJ, le jour où la personne a accepté la publication)',
  })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'la date de consentement s’écrit AAAA-MM-JJ')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) && new Date(`${value}T12:00:00Z`).toISOString().startsWith(value),
    'cette date n’existe pas au calendrier',
  )
  .refine((value) => Date.parse(`${value}T00:00:00Z`) <= Date.now(), 'la date de consentement est dans le futur');

const SCHEMAS = {
  testimonials: z.strictObject(
    {
      name: text(120, 'le nom (name)'),
      specialty: text(120, 'la spécialité (specialty)'),
      practice: text(160, 'le cabinet (practice)').optional(),
      city: text(120, 'la ville (city)'),
      specialtyPage: z
        .enum(specialtySlugs, {
          error: `la page de spécialité (specialtyPage) s’écrit comme son adresse : ${specialtySlugs.join(', ')}`,
        })
        .optional(),
      consent: day,
      ...photoFields,
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `champ inconnu : ${issue.keys.join(', ')} (attendus : name, specialty, practice, city, specialtyPage, consent, photo, photoAlt, order)`
          : undefined,
    },
  ),
  team: z.strictObject(
    {
      firstName: text(60, 'le prénom (firstName)'),
      role: text(120, 'le rôle (role)'),
      ...photoFields,
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `champ inconnu : ${issue.keys.join(', ')} (attendus : firstName, role, photo, photoAlt, order)`
          : undefined,
    },
  ),
};

/** The body: the testimonial's words, or the team member's sentence. */
const BODY = {
  testimonials: { max: 600, name: 'le témoignage (le texte sous l’en-tête)' },
  team: { max: 300, name: 'la phrase de présentation (le texte sous l’en-tête)' },
};
/** A portrait drawn 96 px across at 3x, or a 3:4 card 300 px wide at 2x. */
const MIN_PHOTO = { testimonials: 288, team: 600 };

export interface PeopleReport {
  results: { file: string; slug: string; outcome: 'created' | 'updated' | 'unchanged' }[];
  errors: { file: string; message: string }[];
  dryRun: boolean;
}

async function filesOf(
  inputs: string[],
  errors: PeopleReport['errors'],
  show: (file: string) => string,
): Promise<string[]> {
  const files: string[] = [];
  for (const input of inputs) {
    const stat = await fsp.stat(input).catch(() => undefined);
    if (!stat) errors.push({ file: show(input), message: 'fichier ou dossier introuvable' });
    else if (stat.isDirectory()) {
      const names = (await fsp.readdir(input)).filter((name) => name.toLowerCase().endsWith('.md')).sort();
      if (!names.length) errors.push({ file: show(input), message: 'aucun fichier .md dans ce dossier' });
      files.push(...names.map((name) => path.join(input, name)));
    } else files.push(input);
  }
  return files;
}

export async function importPeople(
  database: { db: Knex; kind: DatabaseKind },
  kind: PeopleKind,
  inputs: string[],
  {
    dryRun = false,
    displayPath = (file: string) => file,
  }: { dryRun?: boolean; displayPath?: (file: string) => string } = {},
): Promise<PeopleReport> {
  const report: PeopleReport = { results: [], errors: [], dryRun };
  for (const file of await filesOf(inputs, report.errors, displayPath)) {
    const shown = displayPath(file);
    const fail = (message: string) => report.errors.push({ file: shown, message });
    const slug = path.basename(file, path.extname(file)).toLowerCase();
    if (!isSlug(slug)) {
      fail(`le nom du fichier fait l’adresse de la fiche : lettres minuscules, chiffres et tirets (claire-morel.md)`);
      continue;
    }
    const source = await fsp.readFile(file, 'utf8');
    let parsed: FrontMatterFile;
    try {
      parsed = readFrontMatter(source);
    } catch (err) {
      if (!(err instanceof FrontMatterError)) throw err;
      fail(err.message);
      continue;
    }
    const front = SCHEMAS[kind].safeParse(parsed.data);
    const body = parsed.content.trim();
    const problems = front.success ? [] : front.error.issues.map((issue) => issue.message);
    if (!body) problems.push(`${BODY[kind].name} manque`);
    else if (body.length > BODY[kind].max) problems.push(`${BODY[kind].name} : ${BODY[kind].max} caractères au plus`);
    if (problems.length || !front.success) {
      fail(problems.join(' ; '));
      continue;
    }
    const data = front.data as Record<string, unknown> & { photo?: string; photoAlt?: string; order?: number };
    let photoHash: string | null = null;
    let encoded: EncodedMedia | undefined;
    if (data.photo) {
      try {
        const image = await readImageFile(path.resolve(path.dirname(file), data.photo));
        const inspected = await inspectImage(image.bytes);
        if (Math.min(inspected.width, inspected.height * (kind === 'team' ? 3 / 4 : 1)) < MIN_PHOTO[kind]) {
          throw new ImageError(
            `mesure ${inspected.width} × ${inspected.height} px : il en faut au moins ${MIN_PHOTO[kind]} de large${kind === 'team' ? ' (portrait 3:4)' : ' et de haut'} pour rester nette sur les écrans haute densité`,
          );
        }
        photoHash = image.hash;
        if (!dryRun && (await mediaRepo(database.db).find(image.hash))?.pipeline !== PORTRAIT_PIPELINE) {
          encoded = await encodeImage(image, inspected, {
            renditions: PORTRAIT_RENDITIONS,
            pipeline: PORTRAIT_PIPELINE,
          });
        }
      } catch (err) {
        const reason = err instanceof ImageError ? err.message : (err as Error).message;
        fail(`photo : ${data.photo} ${reason}`);
        continue;
      }
    }
    const sourceHash = sha256(`${source}\0${photoHash ?? ''}\0${PORTRAIT_PIPELINE}`);
    const repo = peopleRepo(database.db);
    const stored = await repo.sourceHashOf(kind, slug);
    const outcome = stored === undefined ? 'created' : stored === sourceHash ? 'unchanged' : 'updated';
    report.results.push({ file: shown, slug, outcome });
    if (dryRun || outcome === 'unchanged') continue;
    const common = {
      slug,
      photo_hash: photoHash,
      photo_alt: data.photoAlt ?? null,
      position: data.order ?? 0,
      source_hash: sourceHash,
    };
    const row =
      kind === 'testimonials'
        ? {
            ...common,
            name: data.name,
            specialty: data.specialty,
            practice: data.practice ?? null,
            city: data.city,
            specialty_page: data.specialtyPage ?? null,
            quote: body,
            consent_date: data.consent,
          }
        : { ...common, first_name: data.firstName, role: data.role, sentence: body };
    await database.db.transaction(async (trx) => {
      if (encoded) await mediaRepo(trx).save(encoded);
      await peopleRepo(trx).upsert(kind, row);
      await notifyContentChanged(trx, database.kind);
    });
  }
  return report;
}
