import { paths } from '../../shared/paths';

/**
 * The way to « Quelle formule pour mon cabinet ? » from the pages that show the plans or
 * speak to one kind of practice (home, pricing, specialities), named for the visits report
 * by its place (`data-cta`): a line under the plans, or a button of a closing band.
 */
export function PlanFinderLink({ from, inBand = false }: { from: string; inBand?: boolean }) {
  const cta = `quelle-formule-${from}`;
  if (inBand)
    return (
      <a href={paths.planFinder} className="btn btn-on-dark" data-cta={cta}>
        Quelle formule pour mon cabinet&nbsp;?
      </a>
    );
  return (
    <p className="finder-link">
      <span>Vous hésitez entre les formules&nbsp;?</span>
      <a href={paths.planFinder} data-cta={cta}>
        Quelle formule pour mon cabinet&nbsp;? Cinq questions pour le savoir
      </a>
    </p>
  );
}
