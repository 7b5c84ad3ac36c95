import type { ChangeBus } from '../../shared-state/change-bus.ts';
import type { CompressedFile } from '../../work/compress-text.ts';
import { type Storage, StorageUnavailableError } from '../storage/storage.ts';
import type { CompressedCopies, TextFile } from './compressed-copies.ts';
import { loadSiteFile } from './load-site-file.ts';
import {
  anyEntry,
  freshEntry,
  getOrLoad,
  invalidate,
  newSiteCacheState,
  storeEntry,
} from './site-cache-entries.ts';
import {
  type Asset,
  canAnswer,
  isCompressible,
  prepareSiteFile,
  type SiteFile,
  siteKey,
  withIdentityFromGzip,
} from './site-files.ts';
import type { SiteHeaders } from './site-policy.ts';

type Options = {
  ttlMs?: number;
  unsureTtlMs?: number;
  /** Memory the cached bodies (every encoding) may take together. */
  maxBytes?: number;
  /** How long a view waits for the storage before it is told the service is briefly unavailable. */
  loadTimeoutMs?: number;
  /** After the storage failed a view, how long views that need it are answered at once, without asking it. */
  outageMs?: number;
};

const hostingNameOf = (key: string) => key.split('/')[1] as string;

/** A text file a publish wrote, and its compressed copies when the publish could make them. */
export type PublishedFile = {
  key: string;
  asset: Asset;
  file: TextFile;
  compressed: CompressedFile | undefined;
};

/**
 * Published files kept in memory, ready to send (see site-files.ts), so a popular site is not
 * read from storage on every request. A publish anywhere drops the site's entries at once (the
 * change bus); entries also expire, within a second while updates from other servers might be
 * missed (Redis away). Visitors who ask for a file at the same moment share one load, and the
 * cache holds at most `maxBytes` of bodies, dropping the oldest first. `headers` gives each file
 * its security headers (a page's CSP names its own stylesheet).
 *
 * A text file is loaded from its pack, with its compressed copies (load-site-file.ts), and kept
 * as those copies alone until a client that takes neither asks for it (decision 71). A file that
 * has none is sent as it is, and its copies are asked for again; a view never compresses.
 *
 * Only sites that exist are remembered: "no such file" is kept for a site whose home page is in
 * memory, never for a host nobody published, so a flood of made-up names leaves nothing behind.
 * When the storage is slow or down, a view waits at most `loadTimeoutMs`; for `outageMs` after
 * that, views that need the storage are answered at once (no pile-up of waiting requests), from
 * the last copy in memory when there is one, else with StorageUnavailableError (a 503).
 */
export function createSiteCache(
  deps: { storage: Storage; changes: ChangeBus; copies: CompressedCopies },
  headers: SiteHeaders,
  {
    ttlMs = 60_000,
    unsureTtlMs = 1000,
    maxBytes = 64 * 1024 * 1024,
    loadTimeoutMs = 2000,
    outageMs = 1000,
  }: Options = {},
) {
  const { storage, changes, copies } = deps;
  const cache = newSiteCacheState();
  changes.on('site', (name, fromElsewhere) => invalidate(cache, name, fromElsewhere));
  let storageDownUntil = 0;

  function store(key: string, file: SiteFile | undefined, now: number, writtenHere = false): void {
    if (!file && !anyEntry(cache, siteKey(hostingNameOf(key), 'index.html'))?.file) return;
    storeEntry(cache, {
      key,
      file,
      maxBytes,
      expires: now + (changes.mayMissUpdates() ? unsureTtlMs : ttlMs),
      writtenHere,
    });
  }

  /**
   * The file as this server just wrote it, ready to send (with its compressed copies, if any, and
   * then without the file as it is, as a view's load keeps it); `writtenHere` when its pack as
   * stored holds those copies.
   */
  function keep(
    asset: Asset,
    { key, body, etag }: TextFile,
    compressed?: CompressedFile,
    writtenHere = false,
  ): void {
    store(
      key,
      prepareSiteFile(body, etag, asset, headers(asset, body, hostingNameOf(key)), compressed, false),
      Date.now(),
      writtenHere,
    );
  }

  /** Stores the missing compressed copies of a file, and keeps them with it once they are made. */
  function makeCopies(key: string, asset: Asset, file: TextFile): void {
    copies.makeLater(hostingNameOf(key), [file], (made, copy) => {
      // Only if the file is still the one they were made from (no newer publish since).
      if (cache.entries.get(key)?.file?.etag === made.etag) keep(asset, made, copy);
    });
  }

  return {
    /** Taken before a publish writes `site`'s files: what `published` is handed back. */
    beforePublish: (site: string): number => cache.changedElsewhere.get(site) ?? 0,

    /**
     * The text files of `site` this server has just published, with the copies the publish made:
     * kept at once, so the views that follow a save need no read; copies it could not make are made
     * and kept when ready. Not kept if another server announced a change of the site since `before`
     * (its page may be newer).
     */
    published(site: string, before: number, files: PublishedFile[]): void {
      const unchangedElsewhere = (cache.changedElsewhere.get(site) ?? 0) === before;
      for (const { key, asset, file, compressed } of files) {
        const whole = Boolean(compressed) || !isCompressible(asset, file.body);
        if (unchangedElsewhere) keep(asset, file, compressed, whole);
        if (!whole) makeCopies(key, asset, file);
      }
    },

    /**
     * Whether the storage holds `key` as `etag`, pack and copies, because this server's publish wrote
     * it and nothing changed the site since (see the entry's `writtenHere`): a save changes a page or
     * two, and a publish writes only those. Never while changes from other servers may go unheard.
     */
    writtenAs(key: string, etag: string): boolean {
      const entry = freshEntry(cache, key, Date.now());
      return Boolean(entry?.writtenHere && entry.file?.etag === etag) && !changes.mayMissUpdates();
    },

    /**
     * The file if it is in memory, fresh and can answer a client that needs it as it is (`identity`,
     * site-files.ts) or not; undefined also for "not there": for the fast path.
     */
    peek(key: string, identity: boolean): SiteFile | undefined {
      const file = freshEntry(cache, key, Date.now())?.file;
      if (!file || !canAnswer(file, identity)) return undefined;
      cache.hits += 1;
      return file;
    },

    /** What the cache holds and how often it answered from memory (for benches and operators). */
    stats: () => ({
      entries: cache.entries.size,
      bytes: cache.bytes,
      maxBytes,
      hits: cache.hits,
      loads: cache.loads,
    }),

    /**
     * The file, from memory or storage; with the file as it is when `identity` (a client that
     * accepts no compressed copy: site-files.ts, needsIdentity), which a file loaded for browsers
     * does not keep.
     */
    async get(key: string, asset: Asset, identity = false): Promise<SiteFile | undefined> {
      if (Date.now() < storageDownUntil)
        return lastCopyOf(key, identity, new StorageUnavailableError('Storage out of reach.'));
      const load = () =>
        withDeadline(loadSiteFile({ storage, headers, makeCopies }, key, asset, identity), loadTimeoutMs);
      try {
        return await getOrLoad(cache, key, load, store, (file) => canAnswer(file, identity));
      } catch (error) {
        if (!(error instanceof StorageUnavailableError)) throw error;
        storageDownUntil = Date.now() + outageMs;
        return lastCopyOf(key, identity, error);
      }
    },
  };

  /**
   * The file as last kept, however old (decoded from its gzip copy for a client that needs it as it
   * is and finds only the copies), or the storage's failure when there is none.
   */
  function lastCopyOf(key: string, identity: boolean, error: StorageUnavailableError): SiteFile | undefined {
    const entry = anyEntry(cache, key);
    if (!entry) throw error;
    return entry.file && !canAnswer(entry.file, identity) ? withIdentityFromGzip(entry.file) : entry.file;
  }
}

export type SiteCache = ReturnType<typeof createSiteCache>;

/** `work`'s result, or StorageUnavailableError once `ms` have passed (the work itself goes on). */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new StorageUnavailableError(`The storage did not answer within ${ms} ms.`)),
      ms,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
