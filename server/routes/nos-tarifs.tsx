import { paths } from '../../shared/paths';
import { PricingPage } from '../../views/pages/PricingPage';
import { page } from '../routing/route';

export default [page({ path: paths.pricing, element: () => <PricingPage /> })];
