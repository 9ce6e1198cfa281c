import { QUESTIONS_SLUG, type LandingPage } from '../../shared/landing';
import { paths } from '../../shared/paths';
import { QuestionsPage } from '../../views/pages/QuestionsPage';
import { landingSitemap } from '../landing/pages';
import { page } from '../routing/route';

/** `/questions-frequentes` (content/pages/questions.md), and `/faq`, the address many readers try first. */
export default [
  page<{ page: LandingPage }>({
    path: paths.questions,
    load: async ({ landing }) => {
      const found = await landing.page(QUESTIONS_SLUG);
      return found ? { data: { page: found } } : { notFound: true };
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
