import { BELGIUM_SLUG } from '../../shared/landing';
import { paths } from '../../shared/paths';
import { LandingPage, type LandingPageProps } from '../../views/pages/LandingPage';
import { impulseo } from '../landing/impulseo';
import { landingForPage, landingSitemap } from '../landing/pages';
import { page } from '../routing/route';

/** `/belgique`: the page for Belgian practices (content/pages/belgique.md). */
export default [
  page<LandingPageProps>({
    path: paths.belgium,
    load: async ({ db, landing, people }) => {
      const found = await landingForPage({ db, landing, people }, BELGIUM_SLUG);
      return found ? { data: { ...found, impulseo } } : { notFound: true };
    },
    sitemap: ({ db }) => landingSitemap(db, 'belgique', () => paths.belgium),
    element: (data) => <LandingPage {...data} />,
  }),
];
