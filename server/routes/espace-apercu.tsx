import { Helmet } from 'react-helmet-async';
import { landingHref, QUESTIONS_SLUG, type LandingPage as Page } from '../../shared/landing';
import { paths } from '../../shared/paths';
import { LandingPage, type LandingPageProps } from '../../views/pages/LandingPage';
import { QuestionsPage } from '../../views/pages/QuestionsPage';
import { PreviewBanner, PreviewPage, type PreviewData } from '../../views/pages/espace/PreviewPage';
import { leftOut } from '../landing/kept';
import { landingForPage } from '../landing/pages';
import { landingRepo } from '../landing/repo';
import { page } from '../routing/route';

/**
 * The owner's preview of the pages of content/pages/ (issue 47): the public site leaves
 * out a question or a paragraph whose fact is not set (docs/decisions/060); here the
 * owner sees which, and each page as visitors see it with those parts kept, marked, and
 * the command that sets the fact. Behind the espace's session (server/staff/guard.ts:
 * signed out, the sign-in page; private headers, noindex), never in the page cache.
 */

type Previewed = { name: string } & ({ questions: Page } | { landing: LandingPageProps });

export default [
  page<PreviewData>({
    path: paths.espacePreview,
    cache: 'none',
    sitemap: false,
    layout: 'none',
    load: async ({ db, landing, staff }) => {
      if (!staff) throw new Error('espace route reached without a staff member');
      const [stored, facts] = await Promise.all([landingRepo(db).all(), landing.facts()]);
      const order = (one: Page) => (one.kind === 'questions' ? 0 : one.kind === 'belgique' ? 1 : 2);
      const pages = [...stored]
        .sort((a, b) => order(a) - order(b) || a.name.localeCompare(b.name, 'fr'))
        .map((one) => ({ slug: one.slug, name: one.name, href: landingHref(one), leftOut: leftOut(one, facts) }));
      return { data: { staff, pages } };
    },
    element: (data) => <PreviewPage {...data} />,
  }),

  page<Previewed>({
    path: `${paths.espacePreview}/:slug`,
    cache: 'none',
    sitemap: false,
    load: async ({ db, landing, people, params }) => {
      const slug = params.slug ?? '';
      if (!/^[a-z0-9-]{1,80}$/.test(slug)) return { notFound: true };
      if (slug === QUESTIONS_SLUG) {
        const questions = await landing.preview(slug);
        return questions ? { data: { name: questions.name, questions } } : { notFound: true };
      }
      const found = await landingForPage({ db, landing, people }, slug, true);
      return found ? { data: { name: found.page.name, landing: found } } : { notFound: true };
    },
    element: (data) => (
      <>
        <Helmet>
          <meta name="robots" content="noindex" />
        </Helmet>
        <PreviewBanner name={data.name} />
        {'questions' in data ? <QuestionsPage page={data.questions} /> : <LandingPage {...data.landing} />}
      </>
    ),
  }),
];
