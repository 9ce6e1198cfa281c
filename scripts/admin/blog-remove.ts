// `npm run blog:remove -- <slug>`: removes one article, and the images no other
// article uses. On a Postgres server, running sites stop showing it at once.
import { notifyContentChanged } from '../../server/db/changes';
import { CommandError, command, type CommandSpec } from './lib/command';
import { blogRepo } from '../../server/blog/repo';
import { mediaRepo } from '../../server/blog/mediaRepo';

const spec = {
  name: 'blog:remove',
  summary: 'Removes one article; running sites stop showing it at once.',
  args: '<slug>',
  minArgs: 1,
  details: 'npm run blog:list shows the slugs.',
} satisfies CommandSpec;

export default command(spec, async ({ database: { db, kind }, args: [slug = ''], print }) => {
  const removed = await db.transaction(async (trx) => {
    const posts = blogRepo(trx);
    const media = mediaRepo(trx);
    const stored = await posts.importStateOf(slug, { lock: true });
    if (!stored) return false;
    const images = await media.usedBy(stored.id);
    await posts.remove(slug);
    await media.deleteUnused(images);
    await notifyContentChanged(trx, kind);
    return true;
  });
  if (!removed) throw new CommandError(`no article with the slug "${slug}" (npm run blog:list shows the slugs)`);
  print(`removed ${slug}`);
});
