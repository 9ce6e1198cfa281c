import { paths } from '../../shared/paths';
import { finderValuesOf, hasFinderAnswers, type FinderValues } from '../../shared/planFinder';
import { PlanFinderPage } from '../../views/pages/PlanFinderPage';
import { page } from '../routing/route';

/**
 * `/quelle-formule`: the plan finder (docs/decisions/062-the-plan-finder.md). Its GET form
 * is answered here without JavaScript; a page with answers is the visitor's own and is never
 * kept, so that no set of answers grows the page cache (docs/decisions/045). The questions
 * alone are kept under the path, whatever other query (a campaign's) follows.
 */
export default [
  page<{ values?: FinderValues }>({
    path: paths.planFinder,
    load: async ({ query }) => ({ data: hasFinderAnswers(query) ? { values: finderValuesOf(query) } : {} }),
    cache: ({ path, query }) => (hasFinderAnswers(query) ? null : path),
    element: ({ values }) => <PlanFinderPage values={values} />,
  }),
];
