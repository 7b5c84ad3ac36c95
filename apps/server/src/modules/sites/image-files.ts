import { createHash } from 'node:crypto';

type Kind = 'cover' | 'photo';

/** How many uploads' file names are remembered: a few per live site being edited, dropped oldest first. */
const REMEMBERED = 2000;

/**
 * The file names published sites give uploaded images: `cover-<16 hex of its SHA-256>.webp`, named by
 * content so a new image is a new name and the old URL never goes stale. An upload's key is never
 * written twice (`covers/<uuid>.webp`), so the name of a key, once read, is remembered: a save that
 * keeps its cover neither reads nor hashes it again (a read from the bucket, with S3 storage).
 */
export function createImageFiles() {
  const names = new Map<string, string>();
  return {
    known: (kind: Kind, key: string): string | undefined => names.get(`${kind}:${key}`),
    remember(kind: Kind, key: string, image: Buffer): string {
      // A cover's name is made with 'sizes:' first: a site published before covers had their sizes
      // (cover-sizes.ts) gets a new name for the same upload, so its next publish writes them.
      const hash = createHash('sha256');
      if (kind === 'cover') hash.update('sizes:');
      const name = `${kind}-${hash.update(image).digest('hex').slice(0, 16)}.webp`;
      if (names.size >= REMEMBERED) names.delete(names.keys().next().value as string);
      names.set(`${kind}:${key}`, name);
      return name;
    },
  };
}
