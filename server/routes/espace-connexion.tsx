import { paths } from '../../shared/paths';
import { EnrolPage, type EnrolData } from '../../views/pages/espace/EnrolPage';
import { PasskeysPage, type PasskeysData } from '../../views/pages/espace/PasskeysPage';
import { SignInPage } from '../../views/pages/espace/SignInPage';
import { page } from '../routing/route';
import { invitee, passkeysOf } from '../staff/passkeys';
import { afterSignIn } from './espace-auth';

/**
 * The espace's doors: signing in, enrolling from a link, adding a device. Never
 * cached nor listed (server/staff/guard.ts sees to it for every espace address;
 * the modules say so too). The ceremonies themselves are server/routes/espace-auth.ts.
 */
export default [
  page<{ suite: string | null }>({
    path: paths.espaceSignIn,
    load: async ({ staff, query }) => {
      const suite = query.get('suite');
      if (staff) return { redirect: afterSignIn(suite), status: 303 };
      return { data: { suite: suite && afterSignIn(suite) !== paths.espace ? afterSignIn(suite) : null } };
    },
    cache: 'none',
    sitemap: false,
    layout: 'none',
    element: ({ suite }) => <SignInPage suite={suite} />,
  }),
  page<EnrolData>({
    path: `${paths.espaceEnrol}/:token`,
    load: async ({ db, params }) => {
      const invited = await invitee(db, params.token!);
      if (!invited) return { data: { status: 'spent' }, status: 410 };
      return { data: { status: 'valid', token: params.token!, email: invited.email, name: invited.name } };
    },
    cache: 'none',
    sitemap: false,
    layout: 'none',
    element: (data) => <EnrolPage {...data} />,
  }),
  page<PasskeysData>({
    path: paths.espacePasskeys,
    load: async ({ db, staff, query }) => {
      if (!staff) return { redirect: paths.espaceSignIn, status: 303 };
      const passkeys = (await passkeysOf(db, staff.id)).map((key) => ({
        createdAt: key.createdAt.toISOString(),
        lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
        synced: key.synced,
      }));
      return { data: { staff, passkeys, added: query.get('ajoutee') === '1' } };
    },
    cache: 'none',
    sitemap: false,
    layout: 'none',
    element: (data) => <PasskeysPage {...data} />,
  }),
];
