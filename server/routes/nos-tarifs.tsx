import { paths } from '../../shared/paths';
import { PricingPage } from '../../views/pages/PricingPage';
import { page } from '../render/route';

export default [page({ path: paths.pricing, element: () => <PricingPage /> })];
