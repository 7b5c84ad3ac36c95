import type { FastifyBaseLogger } from 'fastify';
import type { ChangeBus } from '../../shared-state/change-bus.ts';
import type { CompressedFile, CpuPool } from '../../work/cpu-pool.ts';
import type { Storage } from '../storage/storage.ts';
import { compressedKey, MIN_COMPRESSED_BYTES } from './site-files.ts';

/** A stored text file of a site: its key, its bytes and the hex of its content hash (contentIdOf). */
export type TextFile = { key: string; body: Buffer; hex: string };

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

  async function store({ key, hex }: TextFile, { br, gzip }: CompressedFile): Promise<void> {
    const copies = [compressedKey(key, hex, 'br'), compressedKey(key, hex, 'gzip')];
    await Promise.all([storage.put(copies[0] as string, br), storage.put(copies[1] as string, gzip)]);
    // The site was taken offline or deleted while they were made: its files are gone, so are these.
    if (!(await storage.get(key))) await Promise.all(copies.map((copy) => storage.remove(copy)));
  }

  return {
    /**
     * The copies of `files` of `site` (none for a file too small to gain from them), made now for a
     * publish; undefined for every file when the pool has no room or failed (logged).
     */
    async makeNow(site: string, files: TextFile[]): Promise<(CompressedFile | undefined)[]> {
      const worth = files.filter((file) => file.body.length > MIN_COMPRESSED_BYTES);
      const made = await cpu
        .compressNow(
          site,
          worth.map((file) => file.body),
        )
        .catch((error: unknown) => {
          log.warn({ err: error, site }, 'the compressed copies of a site could not be made');
          return undefined;
        });
      return files.map((file) => made?.[worth.indexOf(file)]);
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
