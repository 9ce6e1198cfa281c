import { paths } from '../../shared/paths';
import { EspaceHomePage } from '../../views/pages/espace/EspaceHomePage';
import { page } from '../routing/route';
import type { StaffMember } from '../staff/session';

/** `/espace`, signed in (server/staff/guard.ts lets no one else here): a page of its own until the inbox's. */
export default [
  page<{ staff: StaffMember }>({
    path: paths.espace,
    load: async ({ staff }) => (staff ? { data: { staff } } : { redirect: paths.espaceSignIn, status: 303 }),
    cache: 'none',
    sitemap: false,
    layout: 'none',
    element: ({ staff }) => <EspaceHomePage staff={staff} />,
  }),
];
