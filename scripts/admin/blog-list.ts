// `npm run blog:list`: every article, newest first, as a table with its status
// (published, draft, scheduled), then the private preview address of each
// article not yet public.
import { describeStatus, STATUS_LABELS } from '../../server/blog/importer';
import { previewAddresses } from '../../server/blog/preview';
import { blogRepo, publicationStatus } from '../../server/blog/repo';
import { parisDay } from '../../shared/dates';
import { plural } from '../../shared/plural';
import { command } from './lib/command';
import { clip, textTable } from './lib/tabular';

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
    const rows = listed.map((post) => [
      String(post.id),
      parisDay(post.publishedAt),
      STATUS_LABELS[post.status],
      post.slug,
      clip(post.title, 60),
      post.author ?? '',
    ]);
    print(textTable(['n°', 'date', 'statut', 'slug', 'titre', 'auteur'], rows));

    const waiting = listed.filter((post) => post.status !== 'published');
    if (waiting.length) {
      const preview = previewAddresses(db, env.SITE_URL);
      print('');
      print(
        'Pas encore publics (adresses d’aperçu privées, valables 30 jours ; quiconque en a une peut lire l’article) :',
      );
      const slugWidth = Math.max(...waiting.map((post) => post.slug.length));
      for (const post of waiting) {
        print(`  ${post.slug.padEnd(slugWidth)}  ${describeStatus(post.status, post.publishedAt)}`);
        print(`  ${' '.repeat(slugWidth)}  ${await preview(post.slug)}`);
      }
    }
    const count = (status: string) => listed.filter((post) => post.status === status).length;
    print(
      `${plural(posts.length, 'article', 'articles')} dans ${label} : ` +
        `${plural(count('published'), 'publié', 'publiés')}, ${plural(count('scheduled'), 'programmé', 'programmés')}, ${plural(count('draft'), 'brouillon', 'brouillons')}`,
    );
  },
);
