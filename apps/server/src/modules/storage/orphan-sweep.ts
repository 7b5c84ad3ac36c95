import type { FastifyBaseLogger } from 'fastify';
import { type Clock, DAY_MS } from '../../lib/clock.ts';
import { LIST_PAGE_SIZE, type Storage } from './storage.ts';
import type { StoredFilesRepo } from './stored-files-repo.ts';

/** An upload younger than this may belong to a save still on its way to the database. */
const GRACE_MS = 60 * 60 * 1000;
/** The first sweep waits a while after start-up, which has enough to do. */
const FIRST_AFTER_MS = 10 * 60 * 1000;

/** When an upload was stored: its key is `covers/<UUIDv7>.webp`, whose first 48 bits are that time. */
export function uploadedAt(key: string): number | undefined {
  const uuid = key
    .match(/^[a-z]+\/([0-9a-f]{8})-([0-9a-f]{4})-7/)
    ?.slice(1)
    .join('');
  return uuid ? Number.parseInt(uuid, 16) : undefined;
}

type Deps = {
  repo: StoredFilesRepo;
  storage: Storage;
  /** Project images: never-placed uploads after a week, files no row names (images-service.ts). */
  sweepImages: (pageSize: number) => Promise<{ removed: number }>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often it looks; a day by default. */
  everyMs?: number;
  /** Keys read from the store and asked of the database at a time (storage.ts). */
  pageSize?: number;
};

/**
 * Removes stored files nothing names: covers and photos no portfolio or kept version names (older
 * than an hour), and the files of sites whose portfolio no longer exists. They are left behind
 * when a save or a deletion fails half-way (a database gone between storing a file and writing
 * its row); on the disk or in the bucket alike. Once a day, first ten minutes after it is started.
 */
export function createOrphanSweep({
  repo,
  storage,
  sweepImages,
  clock,
  log,
  everyMs = DAY_MS,
  pageSize = LIST_PAGE_SIZE,
}: Deps) {
  async function run(): Promise<{ removed: string[]; removedImages: number }> {
    const removed: string[] = [];
    const remove = async (key: string) => {
      await storage.remove(key);
      removed.push(key);
    };
    // A page of the listing at a time, each asked of the database alone: neither every key nor every
    // name is ever held at once (a million sites are several million keys).
    const olderThan = clock() - GRACE_MS;
    for (const folder of ['covers/', 'photos/']) {
      for await (const keys of storage.pages(folder, pageSize)) {
        const named = await repo.namedAmong(keys);
        for (const key of keys) {
          if (!named.has(key) && (uploadedAt(key) ?? 0) < olderThan) await remove(key);
        }
      }
    }
    const nameOf = (key: string) => key.split('/')[1] as string;
    for await (const keys of storage.pages('sites/', pageSize)) {
      const sites = await repo.hostingNamesAmong([...new Set(keys.map(nameOf))]);
      for (const key of keys) if (!sites.has(nameOf(key))) await remove(key);
    }
    const { removed: removedImages } = await sweepImages(pageSize);
    return { removed, removedImages };
  }

  function runLogged(): void {
    run().then(
      ({ removed, removedImages }) => {
        if (removed.length + removedImages > 0)
          log.info({ removed: removed.length, removedImages }, 'stored files nothing names removed');
      },
      (error: unknown) =>
        log.warn({ err: error }, 'stored files nothing names could not be swept; trying again later'),
    );
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    run,
    /** Sweeps ten minutes from now, then every `everyMs` (the lifecycle calls it). */
    start(): void {
      timer = setTimeout(() => {
        runLogged();
        timer = setInterval(runLogged, everyMs);
        timer.unref();
      }, FIRST_AFTER_MS);
      timer.unref();
    },
    close: () => clearTimeout(timer),
  };
}

export type OrphanSweep = ReturnType<typeof createOrphanSweep>;
