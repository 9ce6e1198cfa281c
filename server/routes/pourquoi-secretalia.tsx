import { paths } from '../../shared/paths';
import { WhyPage } from '../../views/pages/WhyPage';
import { page } from '../routing/route';

export default [page({ path: paths.why, element: () => <WhyPage /> })];
