import { describe, expect, it } from 'vitest';
import { parseImpulseo } from '../../shared/impulseo';
import { impulseo } from './impulseo';

describe('content/belgique-impulseo.json', () => {
  it('as shipped: every point’s source is listed, every source checked on a given day', () => {
    expect(impulseo.regions.map((region) => region.nom)).toEqual(['Wallonie', 'Bruxelles', 'Flandre']);
    expect(impulseo.sources.every((source) => /^\d{4}-\d{2}-\d{2}$/.test(source.verifieLe))).toBe(true);
  });

  it('a point naming an unknown source, or a source without its day, is one line naming the file and the field', () => {
    const wrong = structuredClone(impulseo);
    wrong.regions[0]!.points[0]!.source = 'nulle-part';
    expect(() => parseImpulseo(wrong)).toThrow(
      'content/belgique-impulseo.json : regions.0.points.0.source : source inconnue « nulle-part » (attendu un id de « sources »)',
    );
    const undated = structuredClone(impulseo) as { sources: { verifieLe?: string }[] };
    undated.sources[0]!.verifieLe = '29/11/2026';
    expect(() => parseImpulseo(undated)).toThrow(
      'content/belgique-impulseo.json : sources.0.verifieLe : attendu une date AAAA-MM-JJ',
    );
  });
});
