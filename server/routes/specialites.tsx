import { isSpecialtySlug } from '../../shared/specialties';
import { paths, specialtyHref } from '../../shared/paths';
import { LandingPage, type LandingPageProps } from '../../views/pages/LandingPage';
import { landingForPage, landingSitemap } from '../landing/pages';
import { page } from '../routing/route';

/**
 * `/nos-services/{spécialité}`: the page of each speciality of the services
 * page's grid (docs/decisions/037), its copy from content/pages/. An address
 * typed with capitals goes to the page's own; `/specialites/{spécialité}`, the
 * other address a reader might try, too.
 */
const specialty = page<LandingPageProps>({
  path: `${paths.services}/:slug`,
  load: async ({ params, db, landing, people }) => {
    const slug = params.slug ?? '';
    if (!isSpecialtySlug(slug))
      return isSpecialtySlug(slug.toLowerCase())
        ? { redirect: specialtyHref(slug.toLowerCase()), status: 301 }
        : { notFound: true };
    const found = await landingForPage({ db, landing, people }, slug);
    return found ? { data: found } : { notFound: true };
  },
  sitemap: ({ db }) => landingSitemap(db, 'specialite', specialtyHref),
  element: (data) => <LandingPage {...data} />,
});

const otherAddress = page({
  path: '/specialites/:slug',
  sitemap: false,
  load: async ({ params }) => {
    const slug = (params.slug ?? '').toLowerCase();
    return { redirect: isSpecialtySlug(slug) ? specialtyHref(slug) : paths.services, status: 301 };
  },
  element: () => <></>,
});

export default [specialty, otherAddress];
