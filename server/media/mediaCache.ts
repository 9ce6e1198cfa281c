import fs from 'node:fs/promises';
import path from 'node:path';
import { PIPELINE, sha256, type EncodedMedia, type MediaInfo, type SourceImage } from './media';

/**
 * Encoded variants kept on disk, keyed by the source's hash and the recipe:
 * a new embedded database (every `pglite://memory` start, every test server) is
 * seeded with the shipped articles, and encoding their covers each time would
 * cost seconds per start. With the cache, a start reads a few kilobytes instead.
 *
 * Best effort: a folder that cannot be written (a read-only image) or an entry
 * that does not check out only means encoding again.
 */
export interface MediaCache {
  get(source: SourceImage): Promise<EncodedMedia | undefined>;
  put(media: EncodedMedia): Promise<void>;
}

/** Where the server keeps it: beside the embedded database and the mail folder. */

export function mediaCache(dir: string): MediaCache {
  const entryDir = (sourceHash: string) => path.join(dir, sha256(`${PIPELINE}\0${sourceHash}`).slice(0, 40));

  return {
    async get(source) {
      const folder = entryDir(source.hash);
      try {
        const info = JSON.parse(await fs.readFile(path.join(folder, 'media.json'), 'utf8')) as MediaInfo & {
          files: { hash: string; contentType: string; width: number; height: number }[];
        };
        if (info.hash !== source.hash || info.pipeline !== PIPELINE) return undefined;
        const files = await Promise.all(
          info.files.map(async (file) => {
            const body = await fs.readFile(path.join(folder, file.hash));
            // A file cut short by a crash, or edited by hand, is not served to anyone.
            if (sha256(body).slice(0, 32) !== file.hash) throw new Error('cache entry does not match its hash');
            return { ...file, body };
          }),
        );
        return { ...info, original: source.bytes, files };
      } catch {
        return undefined;
      }
    },

    async put(media) {
      const folder = entryDir(media.hash);
      // Written beside, then renamed into place: a reader never sees half an entry,
      // and two processes writing the same entry at once both end with a whole one.
      const temporary = `${folder}.tmp-${process.pid}-${Date.now()}`;
      try {
        await fs.mkdir(temporary, { recursive: true });
        const { original: _original, files, ...info } = media;
        await Promise.all(files.map((file) => fs.writeFile(path.join(temporary, file.hash), file.body)));
        const description = { ...info, files: files.map(({ body: _body, ...file }) => file) };
        await fs.writeFile(path.join(temporary, 'media.json'), JSON.stringify(description));
        await fs.rename(temporary, folder);
      } catch {
        // Already there (another process won the race), or not writable: nothing lost.
      } finally {
        await fs.rm(temporary, { recursive: true, force: true }).catch(() => {});
      }
    },
  };
}
