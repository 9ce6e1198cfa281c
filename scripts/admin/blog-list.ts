// `npm run blog:list`: every article, newest first, as a table with its status
// (published, draft, scheduled), then the private preview address of each
// article not yet public.
import { describeStatus } from '../../server/blog/importer';
import { previewAddresses } from '../../server/blog/preview';
import { blogRepo, publicationStatus } from '../../server/blog/repo';
import { command } from './lib/command';

/** YYYY-MM-DD in Paris time, as the site dates its articles. */
const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

const clip = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

export default command({ name: 'blog:list', summary: 'Lists the articles, newest first, with their status (published, draft, scheduled) and the preview address of those not yet public.' }, async ({ database: { db, label }, env, print }) => {
  const posts = await blogRepo(db).listAll();
  if (!posts.length) {
    print(`${label}: no article (import some with npm run blog:import -- <file or folder>)`);
    return;
  }
  const now = new Date();
  const listed = posts.map((post) => ({ ...post, status: publicationStatus(post, now) }));
  const rows = listed.map((post) => [String(post.id), day.format(post.publishedAt), post.status, post.slug, clip(post.title, 60), post.author ?? '']);
  const header = ['id', 'published', 'status', 'slug', 'title', 'author'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
  print(line(header));
  print(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) print(line(row));

  const waiting = listed.filter((post) => post.status !== 'published');
  if (waiting.length) {
    const preview = previewAddresses(db, env.SITE_URL);
    print('');
    print('Not public yet (private preview addresses, valid 30 days; anyone with one can read the article):');
    const slugWidth = Math.max(...waiting.map((post) => post.slug.length));
    for (const post of waiting) {
      print(`  ${post.slug.padEnd(slugWidth)}  ${describeStatus(post.status, post.publishedAt)}`);
      print(`  ${' '.repeat(slugWidth)}  ${await preview(post.slug)}`);
    }
  }
  const count = (status: string) => listed.filter((post) => post.status === status).length;
  print(
    `${posts.length} article${posts.length === 1 ? '' : 's'} in ${label}: ` +
      `${count('published')} published, ${count('scheduled')} scheduled, ${count('draft')} draft${count('draft') === 1 ? '' : 's'}`,
  );
});
