import { paths } from '../../shared/paths';
import { HeaderOnlyPage } from '../../views/pages/HeaderOnlyPage';
import { page } from '../routing/route';

/** `/header`: the site's header alone (docs/SPEC.md), not indexed. */
export default [page({ path: paths.header, element: () => <HeaderOnlyPage />, layout: 'none', sitemap: false })];
