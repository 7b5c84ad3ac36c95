import { createHash } from 'node:crypto';
import { COVER_NAME_SALT, type EncodedSize } from './cover-sizes.ts';

type Kind = 'cover' | 'photo';

/** How many uploads' file names are remembered: a few per live site being edited, dropped oldest first. */
const REMEMBERED = 2000;
/** How many covers' encoded sizes are kept in memory (about 0.3 MB each for a 1600-wide photo). */
const COVERS_KEPT = 8;

/**
 * The file names published sites give uploaded images: `cover-<16 hex of its SHA-256>.webp`, named by
 * content so a new image is a new name and the old URL never goes stale. An upload's key is never
 * written twice (`covers/<uuid>.webp`), so the name of a key, once read, is remembered: a save that
 * keeps its cover neither reads nor hashes it again (a read from the bucket, with S3 storage).
 */
export function createImageFiles() {
  const names = new Map<string, string>();
  const coverSizes = new Map<string, Promise<EncodedSize[]>>();
  return {
    known: (kind: Kind, key: string): string | undefined => names.get(`${kind}:${key}`),
    remember(kind: Kind, key: string, image: Buffer): string {
      // A cover's name is made with its widths first: a site published before covers had these
      // sizes (cover-sizes.ts) gets a new name for the same upload, so its next publish writes them.
      const hash = createHash('sha256');
      if (kind === 'cover') hash.update(COVER_NAME_SALT);
      const name = `${kind}-${hash.update(image).digest('hex').slice(0, 16)}.webp`;
      if (names.size >= REMEMBERED) names.delete(names.keys().next().value as string);
      names.set(`${kind}:${key}`, name);
      return name;
    },

    /**
     * A cover's other sizes (cover-sizes.ts), encoded once for every site that shows the same upload
     * (the demos share one) while a few are kept: the last COVERS_KEPT, dropped oldest first.
     */
    coverSizes(file: string, encode: () => Promise<EncodedSize[]>): Promise<EncodedSize[]> {
      const kept = coverSizes.get(file);
      if (kept) return kept;
      const encoded = encode();
      if (coverSizes.size >= COVERS_KEPT) coverSizes.delete(coverSizes.keys().next().value as string);
      coverSizes.set(file, encoded);
      // A failed encoding is not kept: the next publish tries again.
      encoded.catch(() => coverSizes.delete(file));
      return encoded;
    },
  };
}
