// `npm run blog:list`: every article, newest first, as a table.
import { blogRepo } from '../server/db/blogRepo';
import { runCommand } from '../server/cli';

/** YYYY-MM-DD in Paris time, as the site dates its articles. */
const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

const clip = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

await runCommand('blog:list', async ({ db, label }) => {
  const posts = await blogRepo(db).listAll();
  if (!posts.length) {
    console.log(`${label}: no article (import some with npm run blog:import -- <file or folder>)`);
    return;
  }
  const rows = posts.map((post) => [String(post.id), day.format(post.publishedAt), post.slug, clip(post.title, 60), post.author ?? '']);
  const header = ['id', 'published', 'slug', 'title', 'author'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
  console.log(`${posts.length} article${posts.length === 1 ? '' : 's'} in ${label}`);
});
