// What the benches put in or read from a database, through the tables' owners (each table's
// SQL stays in its feature: server/layers.test.ts). Bundled and loaded by `benchSeeds()` of
// scripts/bench/lib.mjs.
import { blogRepo } from '../../server/blog/repo';
import { replacePostsWithGenerated } from '../../server/blog/benchPosts';
import { openDatabase } from '../../server/db/database';
import { variantSizes } from '../../server/media/mediaRepo';
import { addConfirmedSubscribers, removeSubscribersAndTheirMails } from '../../server/newsletter/benchSubscribers';
import { countVisits } from '../../server/visits/retention';

/** The database at `url` (postgres:// or pglite://), for the benches' seeds and counts. */
export async function benchDatabase(url: string) {
  const database = await openDatabase(url);
  const { db } = database;
  return {
    countVisits: () => countVisits(db),
    replacePostsWithGenerated: (count: number) => replacePostsWithGenerated(db, count),
    addConfirmedSubscribers: (count: number, prefix: string) => addConfirmedSubscribers(db, count, prefix),
    removeSubscribersAndTheirMails: () => removeSubscribersAndTheirMails(db),
    /** A post's cover and the bytes of every stored variant, by hash. */
    async coverAndSizes(slug: string) {
      const post = await blogRepo(db).findForPreview(slug);
      return { cover: post?.cover, sizes: await variantSizes(db) };
    },
    close: () => database.close(),
  };
}
