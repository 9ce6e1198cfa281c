// `npm run blog:remove -- <slug>`: removes one article. On a Postgres server,
// running sites stop showing it at once.
import { notifyContentChanged } from '../server/db/changes';
import { CommandError, runCommand } from '../server/cli';
import { blogRepo } from '../server/db/blogRepo';

const slugs = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

await runCommand('blog:remove', async ({ db, kind }) => {
  if (slugs.length !== 1) throw new CommandError('usage: npm run blog:remove -- <slug>   (npm run blog:list shows the slugs)');
  const slug = slugs[0]!;
  const removed = await db.transaction(async (trx) => {
    const done = await blogRepo(trx).remove(slug);
    if (done) await notifyContentChanged(trx, kind);
    return done;
  });
  if (!removed) throw new CommandError(`no article with the slug "${slug}" (npm run blog:list shows the slugs)`);
  console.log(`removed ${slug}`);
});
