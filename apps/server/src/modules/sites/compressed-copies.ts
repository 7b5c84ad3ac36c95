import type { FastifyBaseLogger } from 'fastify';
import type { ChangeBus } from '../../shared-state/change-bus.ts';
import type { CompressedFile } from '../../work/compress-text.ts';
import type { CpuPool } from '../../work/cpu-pool.ts';
import type { Storage } from '../storage/storage.ts';
import { compressedKey, MIN_COMPRESSED_BYTES } from './site-files.ts';

/** A stored text file of a site: its key, its bytes and its content ID (contentIdOf), computed once. */
export type TextFile = { key: string; body: Buffer; etag: string; hex: string };

/**
 * Brotli and gzip copies of a site's text files. A publish waits for them (makeNow: made on the event
 * loop when small, in the CPU pool otherwise) and stores them in each file's pack (site-pack.ts). When the pool had no room then, or
 * a view finds a pack's copies damaged, or a site was published before packs, they are made in the
 * background (makeLater) and stored beside the file, named by its content (see compressedKey); no
 * view makes them. Until they exist the file is sent as it is. A file whose copies are being made is
 * not handed to the pool twice; when the pool is full the copies are not made now, and the next view
 * that misses them asks again.
 */
export function createCompressedCopies(deps: {
  storage: Storage;
  cpu: CpuPool;
  changes: ChangeBus;
  log: FastifyBaseLogger;
}) {
  const { storage, cpu, changes, log } = deps;
  const making = new Set<string>();
  const recent = createRecentCopies();

  async function store({ key, hex }: TextFile, { br, gzip }: CompressedFile): Promise<void> {
    const copies = [compressedKey(key, hex, 'br'), compressedKey(key, hex, 'gzip')];
    await Promise.all([storage.put(copies[0] as string, br), storage.put(copies[1] as string, gzip)]);
    // The site was taken offline or deleted while they were made: its files are gone, so are these.
    if (!(await storage.get(key))) await Promise.all(copies.map((copy) => storage.remove(copy)));
  }

  return {
    /**
     * The copies of `files` of `site` (none for a file too small to gain from them) for a publish:
     * remembered from an earlier one when the content is the same, else made now; undefined for
     * the files not remembered when the pool has no room or failed (logged).
     */
    async makeNow(site: string, files: TextFile[]): Promise<(CompressedFile | undefined)[]> {
      const worth = (file: TextFile) => file.body.length > MIN_COMPRESSED_BYTES;
      const known = files.map((file) => (worth(file) ? recent.get(file.hex) : undefined));
      const todo = files.filter((file, i) => worth(file) && !known[i]);
      const made =
        todo.length === 0
          ? []
          : await cpu
              .compressNow(
                site,
                todo.map((file) => file.body),
              )
              .catch((error: unknown) => {
                log.warn({ err: error, site }, 'the compressed copies of a site could not be made');
                return undefined;
              });
      return files.map((file, i) => {
        const copy = known[i] ?? made?.[todo.indexOf(file)];
        if (copy) recent.add(file.hex, copy);
        return copy;
      });
    },

    /** Makes the copies of `files` of `site` in the background; `made` hears of each once it is stored. */
    makeLater(site: string, files: TextFile[], made?: (file: TextFile, copy: CompressedFile) => void): void {
      const todo = files.filter((file) => !making.has(compressedKey(file.key, file.hex, 'br')));
      if (todo.length === 0) return;
      const keys = todo.map((file) => compressedKey(file.key, file.hex, 'br'));
      const forget = () => {
        for (const key of keys) making.delete(key);
      };
      const started = cpu.compressLater(
        site,
        todo.map((file) => file.body),
        async (copies) => {
          try {
            await Promise.all(copies.map((copy, i) => store(todo[i] as TextFile, copy)));
            // This server keeps them through `made`; the others read them at their next load.
            await changes.tellOthers('site', site);
            for (const [i, copy] of copies.entries()) made?.(todo[i] as TextFile, copy);
          } finally {
            forget();
          }
        },
        (error) => {
          forget();
          log.warn({ err: error, site }, 'the compressed copies of a site could not be made');
        },
      );
      if (started) for (const key of keys) making.add(key);
    },
  };
}

export type CompressedCopies = ReturnType<typeof createCompressedCopies>;

/** Copies of this many bytes at most are remembered (a few hundred sites' worth of unchanged files). */
const RECENT_COPIES_BYTES = 8 * 1024 * 1024;

/**
 * The copies made lately, by the hex of the content they were made from: a save changes a page or
 * two of a site, and the files it left as they were (other pages, the sitemap, the favicon) are not
 * compressed again. Named by content, so a copy found here is right for any site and any server
 * state. The least recently used go first.
 */
function createRecentCopies(maxBytes = RECENT_COPIES_BYTES) {
  const copies = new Map<string, CompressedFile>();
  let bytes = 0;
  const sizeOf = (copy: CompressedFile) => copy.br.length + copy.gzip.length;
  return {
    get(hex: string): CompressedFile | undefined {
      const copy = copies.get(hex);
      if (copy) {
        copies.delete(hex);
        copies.set(hex, copy);
      }
      return copy;
    },
    add(hex: string, copy: CompressedFile): void {
      if (copies.has(hex) || sizeOf(copy) > maxBytes) return;
      copies.set(hex, copy);
      bytes += sizeOf(copy);
      for (const [oldest, old] of copies) {
        if (bytes <= maxBytes) break;
        copies.delete(oldest);
        bytes -= sizeOf(old);
      }
    },
  };
}
