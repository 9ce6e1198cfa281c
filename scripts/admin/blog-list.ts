// `npm run blog:list`: every article, newest first, as a table with its status
// (published, draft, scheduled), then the private preview address of each
// article not yet public.
import { blogRepo, publicationStatus } from '../../server/blog/repo';
import { articlesTable, countsLine, previewLines } from './lib/blogList';
import { command } from './lib/command';

export default command(
  {
    name: 'blog:list',
    summary:
      'Liste les articles, les plus récents d’abord, avec leur statut (publié, brouillon, programmé) et l’adresse d’aperçu de ceux qui ne sont pas encore publics.',
  },
  async ({ database: { db, label }, env, print, commandLine }) => {
    const posts = await blogRepo(db).listAll();
    if (!posts.length) {
      print(`${label} : aucun article (importez-en avec ${commandLine('blog:import', '<fichier ou dossier>')})`);
      return;
    }
    const now = new Date();
    const listed = posts.map((post) => ({ ...post, status: publicationStatus(post, now) }));
    print(articlesTable(listed));
    for (const line of await previewLines(db, env.SITE_URL, listed)) print(line);
    print(countsLine(listed, label));
  },
);
