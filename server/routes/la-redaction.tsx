import type { PostSummary } from '../../shared/blog';
import type { LegalFacts } from '../../shared/legalFacts';
import { paths } from '../../shared/paths';
import type { TeamMember } from '../../shared/people';
import { EditorialTeamPage } from '../../views/pages/EditorialTeamPage';
import { blogRepo } from '../blog/repo';
import { peopleRepo } from '../people/repo';
import { page } from '../routing/route';

/** Every public article is the team's: the page lists them all, newest first (a few dozen a year). */
const MAX_LISTED = 500;

/**
 * `/la-redaction`: the blog's author, with a page of its own that articles link
 * to, with the team the owner imported. It changes when an article is published
 * or revised, or the team imported, which clears the page cache.
 */
export default [
  page<{ articles: PostSummary[]; team: TeamMember[]; legal: LegalFacts }>({
    path: paths.editorialTeam,
    // The company's legal facts go to its JSON-LD only, as on the home page.
    load: async ({ db, people, settings }) => {
      const [articles, team, legal] = await Promise.all([
        blogRepo(db).recent(MAX_LISTED),
        people.team(),
        settings.legalFacts(),
      ]);
      return { data: { articles, team, legal } };
    },
    // It changes with its articles and its team: its last change is the latest of theirs.
    sitemap: async ({ db }) => {
      const times = [await blogRepo(db).lastChange(), await peopleRepo(db).lastChange('team')].filter(
        (d): d is Date => d !== undefined,
      );
      return [
        { path: paths.editorialTeam, ...(times.length ? { lastmod: new Date(Math.max(...times.map(Number))) } : {}) },
      ];
    },
    element: ({ articles, team, legal }) => <EditorialTeamPage articles={articles} team={team} legal={legal} />,
  }),
];
