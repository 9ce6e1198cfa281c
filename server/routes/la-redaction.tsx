import type { PostSummary } from '../../shared/blog';
import { paths } from '../../shared/paths';
import { EditorialTeamPage } from '../../views/pages/EditorialTeamPage';
import { blogRepo } from '../blog/repo';
import { page } from '../routing/route';

/** Every public article is the team's: the page lists them all, newest first (a few dozen a year). */
const MAX_LISTED = 500;

/**
 * `/la-redaction`: the blog's author, with a page of its own that articles link
 * to. It changes when an article is published or revised, which clears the
 * page cache as for the blog.
 */
export default [
  page<{ articles: PostSummary[] }>({
    path: paths.editorialTeam,
    load: async ({ db }) => ({ data: { articles: await blogRepo(db).recent(MAX_LISTED) } }),
    // It changes with its articles: its last change is the latest of theirs.
    sitemap: async ({ db }) => {
      const newest = await blogRepo(db).lastChange();
      return [{ path: paths.editorialTeam, ...(newest ? { lastmod: newest } : {}) }];
    },
    element: ({ articles }) => <EditorialTeamPage articles={articles} />,
  }),
];
