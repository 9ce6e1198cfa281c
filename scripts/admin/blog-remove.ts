// `npm run blog:remove -- <slug>`: removes one article, and the images no other
// article uses. On a Postgres server, running sites stop showing it at once.
import { notifyContentChanged } from '../../server/db/changes';
import { CommandError, command, type CommandSpec } from './lib/command';
import { blogRepo } from '../../server/blog/repo';
import { mediaRepo } from '../../server/media/mediaRepo';

const spec = {
  name: 'blog:remove',
  summary:
    'Retire un article (et les images qu’aucun autre n’utilise) ; les sites en marche cessent aussitôt de l’afficher.',
  args: '<slug>',
  minArgs: 1,
  details: (commandLine) => `${commandLine('blog:list')} montre les slugs.`,
} satisfies CommandSpec;

export default command(spec, async ({ database: { db, kind }, args: [slug = ''], print, commandLine }) => {
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
  if (!removed)
    throw new CommandError(`aucun article n’a le slug « ${slug} » (${commandLine('blog:list')} montre les slugs)`);
  print(`retiré : ${slug}`);
});
