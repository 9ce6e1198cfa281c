import { paths } from '../../shared/paths';
import { ServicesPage } from '../../views/pages/ServicesPage';
import { page } from '../routing/route';

export default [page({ path: paths.services, element: () => <ServicesPage /> })];
