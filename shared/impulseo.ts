import { z } from 'zod';

/**
 * Impulseo, the Belgian regions' refund of part of a GP's tele-secretariat costs, as /belgique
 * explains it (issue 47, docs/decisions/061-impulseo-and-diary-tools.md). Every figure is the
 * owner's to keep current in content/belgique-impulseo.json: each point names its source (a
 * public page) and each source the day it was last checked. A point without a source states
 * no figure, only where to ask. Secretalia never decides who is eligible: the regional body does.
 */
export const IMPULSEO_FILE = 'content/belgique-impulseo.json';

const text = z.string().trim().min(1, 'texte vide');
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'attendu une date AAAA-MM-JJ');
const schema = z
  .strictObject({
    regions: z
      .array(
        z.strictObject({
          id: z.string().regex(/^[a-z-]+$/, 'attendu des minuscules et des tirets'),
          nom: text,
          organisme: text,
          points: z.array(z.strictObject({ titre: text, texte: text, source: z.string().nullable() })).min(1),
        }),
      )
      .min(1),
    sources: z.array(
      z.strictObject({
        id: text,
        titre: text,
        adresse: z.url({ protocol: /^https?$/, error: 'attendu une adresse http(s)' }),
        verifieLe: date,
      }),
    ),
  })
  .superRefine((data, ctx) => {
    const ids = new Set(data.sources.map((source) => source.id));
    data.regions.forEach((region, r) =>
      region.points.forEach((point, p) => {
        if (point.source !== null && !ids.has(point.source))
          ctx.addIssue({
            code: 'custom',
            path: ['regions', r, 'points', p, 'source'],
            message: `source inconnue « ${point.source} » (attendu un id de « sources »)`,
          });
      }),
    );
  });

export type ImpulseoData = z.infer<typeof schema>;
export type ImpulseoSource = ImpulseoData['sources'][number];

/** The file checked: one line naming the file and the field when it is wrong. */
export function parseImpulseo(value: unknown): ImpulseoData {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new Error(`${IMPULSEO_FILE} : ${issue.path.join('.') || 'fichier'} : ${issue.message}`);
}

/** A point's source, by its id. */
export const impulseoSource = (data: ImpulseoData, id: string | null): ImpulseoSource | undefined =>
  id === null ? undefined : data.sources.find((source) => source.id === id);
