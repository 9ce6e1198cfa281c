import { paths } from '../../shared/paths';
import { WhyPage } from '../../views/pages/WhyPage';
import { page } from '../render/route';

export default [page({ path: paths.why, element: () => <WhyPage /> })];
