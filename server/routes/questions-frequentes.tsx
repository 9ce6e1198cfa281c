import { QUESTIONS_SLUG, type LandingPage } from '../../shared/landing';
import { paths } from '../../shared/paths';
import { QuestionsPage } from '../../views/pages/QuestionsPage';
import { landingForPage, landingSitemap } from '../landing/pages';
import { page } from '../routing/route';

/** `/questions-frequentes` (content/pages/questions.md), and `/faq`, the address many readers try first. */
export default [
  page<{ page: LandingPage }>({
    path: paths.questions,
    load: async ({ db }) => {
      const found = await landingForPage(db, QUESTIONS_SLUG);
      return found ? { data: { page: found.page } } : { notFound: true };
    },
    sitemap: ({ db }) => landingSitemap(db, 'questions', () => paths.questions),
    element: ({ page }) => <QuestionsPage page={page} />,
  }),
  page({
    path: '/faq',
    sitemap: false,
    load: async () => ({ redirect: paths.questions, status: 301 }),
    element: () => <></>,
  }),
];
