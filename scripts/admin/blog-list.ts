// `npm run blog:list`: every article, newest first, as a table with its status
// (published, draft, scheduled), then the private preview address of each
// article not yet public.
import { describeStatus, STATUS_LABELS } from '../../server/blog/importer';
import { previewAddresses } from '../../server/blog/preview';
import { blogRepo, publicationStatus } from '../../server/blog/repo';
import { plural } from '../../shared/plural';
import { command } from './lib/command';

/** YYYY-MM-DD in Paris time, as the site dates its articles. */
const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

const clip = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

export default command(
  {
    name: 'blog:list',
    summary: 'Liste les articles, les plus récents d’abord, avec leur statut (publié, brouillon, programmé) et l’adresse d’aperçu de ceux qui ne sont pas encore publics.',
  },
  async ({ database: { db, label }, env, print, commandLine }) => {
    const posts = await blogRepo(db).listAll();
    if (!posts.length) {
      print(`${label} : aucun article (importez-en avec ${commandLine('blog:import', '<fichier ou dossier>')})`);
      return;
    }
    const now = new Date();
    const listed = posts.map((post) => ({ ...post, status: publicationStatus(post, now) }));
    const rows = listed.map((post) => [String(post.id), day.format(post.publishedAt), STATUS_LABELS[post.status], post.slug, clip(post.title, 60), post.author ?? '']);
    const header = ['n°', 'date', 'statut', 'slug', 'titre', 'auteur'];
    const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
    const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
    print(line(header));
    print(line(widths.map((w) => '-'.repeat(w))));
    for (const row of rows) print(line(row));

    const waiting = listed.filter((post) => post.status !== 'published');
    if (waiting.length) {
      const preview = previewAddresses(db, env.SITE_URL);
      print('');
      print('Pas encore publics (adresses d’aperçu privées, valables 30 jours ; quiconque en a une peut lire l’article) :');
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
