import type { ChangeBus } from '../../shared-state/change-bus.ts';
import type { CompressedFile } from '../../work/cpu-pool.ts';
import type { Storage } from '../storage/storage.ts';
import type { CompressedCopies, TextFile } from './compressed-copies.ts';
import {
  type Asset,
  compressedKey,
  contentIdOf,
  isCompressible,
  prepareSiteFile,
  type SiteFile,
} from './site-files.ts';

type Entry = { file: SiteFile | undefined; expires: number; bytes: number };

type Options = {
  ttlMs?: number;
  unsureTtlMs?: number;
  /** Memory the cached bodies (every encoding) may take together. */
  maxBytes?: number;
};

const hostingNameOf = (key: string) => key.split('/')[1] as string;

/**
 * Published files kept in memory, ready to send (see site-files.ts), so a popular site is not
 * read from storage on every request. A publish anywhere drops the site's entries at once (the
 * change bus); entries also expire, within a second while updates from other servers might be
 * missed (Redis away). Visitors who ask for a file at the same moment share one load, and the
 * cache holds at most `maxBytes` of bodies, dropping the oldest first. `headers` go on every file
 * (the sites' security headers).
 *
 * Compressed copies are made after a publish (compressed-copies.ts). A file that has none yet is
 * sent as it is, and its copies are asked for again; a view never compresses.
 */
export function createSiteCache(
  deps: { storage: Storage; changes: ChangeBus; copies: CompressedCopies },
  headers: Record<string, string>,
  { ttlMs = 60_000, unsureTtlMs = 1000, maxBytes = 64 * 1024 * 1024 }: Options = {},
) {
  const { storage, changes, copies } = deps;
  // Per site, how many changes other servers announced: a publish here keeps what it wrote only if
  // none arrived while it wrote (another server may have written a newer page meanwhile).
  const changedElsewhere = new Map<string, number>();
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<SiteFile | undefined>>();
  let bytes = 0;
  // Bumped by every invalidation: a read that began before one must not refill the cache.
  let generation = 0;

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  }

  // 'asha-rao' drops every file of the site, 'asha-rao/resume.pdf' that file alone.
  changes.on('site', (name, fromElsewhere) => {
    generation += 1;
    if (fromElsewhere) {
      const site = name.split('/')[0] as string;
      changedElsewhere.set(site, (changedElsewhere.get(site) ?? 0) + 1);
    }
    const matches = name.includes('/')
      ? (key: string) => key === `sites/${name}`
      : (key: string) => key.startsWith(`sites/${name}/`);
    for (const key of entries.keys()) if (matches(key)) drop(key);
    for (const key of loading.keys()) if (matches(key)) loading.delete(key);
  });

  function store(key: string, file: SiteFile | undefined, now: number): void {
    drop(key);
    const size = file ? Object.values(file.bodies).reduce((sum, body) => sum + body.length, 0) : 0;
    // A file larger than the whole cache is served from storage each time rather than evict everything.
    if (size > maxBytes) return;
    while (bytes + size > maxBytes && entries.size > 0) drop(entries.keys().next().value as string);
    entries.set(key, { file, expires: now + (changes.mayMissUpdates() ? unsureTtlMs : ttlMs), bytes: size });
    bytes += size;
  }

  /** The file as this server just wrote it, ready to send (with its compressed copies, if any). */
  function keep(key: string, asset: Asset, body: Buffer, compressed?: CompressedFile): void {
    store(key, prepareSiteFile(body, contentIdOf(body).etag, asset, headers, compressed), Date.now());
  }

  async function load(key: string, asset: Asset): Promise<SiteFile | undefined> {
    const body = await storage.get(key);
    if (!body) return undefined;
    const { etag, hex } = contentIdOf(body);
    let compressed: { br: Buffer; gzip: Buffer } | undefined;
    if (isCompressible(asset, body)) {
      const [br, gzip] = await Promise.all([
        storage.get(compressedKey(key, hex, 'br')),
        storage.get(compressedKey(key, hex, 'gzip')),
      ]);
      if (br && gzip) compressed = { br, gzip };
      else makeCopies(key, asset, { key, body, hex });
    }
    return prepareSiteFile(body, etag, asset, headers, compressed);
  }

  /** Stores the missing compressed copies of a file, and keeps them with it once they are made. */
  function makeCopies(key: string, asset: Asset, file: TextFile): void {
    copies.makeLater(hostingNameOf(key), [file], (made, copy) => {
      // Only if the file is still the one they were made from (no newer publish since).
      if (entries.get(key)?.file?.etag === contentIdOf(made.body).etag) keep(key, asset, made.body, copy);
    });
  }

  return {
    /** Taken before a publish writes `site`'s files: what `published` is handed back. */
    beforePublish: (site: string): number => changedElsewhere.get(site) ?? 0,

    /**
     * The text files of `site` this server has just published: kept at once, so the views that
     * follow a save need no read, and their compressed copies are made and kept when ready. Not kept
     * if another server announced a change of the site since `before` (its page may be newer).
     */
    published(site: string, before: number, files: { key: string; asset: Asset; file: TextFile }[]): void {
      const unchangedElsewhere = (changedElsewhere.get(site) ?? 0) === before;
      for (const { key, asset, file } of files) {
        if (unchangedElsewhere) keep(key, asset, file.body);
        makeCopies(key, asset, file);
      }
    },

    /** The file if it is in memory and fresh (undefined also for "not there"): for the fast path. */
    peek(key: string): SiteFile | undefined {
      const hit = entries.get(key);
      return hit && hit.expires > Date.now() ? hit.file : undefined;
    },

    get(key: string, asset: Asset): Promise<SiteFile | undefined> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return Promise.resolve(hit.file);
      const pending = loading.get(key);
      if (pending) return pending;
      const started = generation;
      const load$ = load(key, asset).then((file) => {
        if (started === generation) store(key, file, now);
        return file;
      });
      loading.set(key, load$);
      const forget = () => {
        if (loading.get(key) === load$) loading.delete(key);
      };
      load$.then(forget, forget);
      return load$;
    },
  };
}

export type SiteCache = ReturnType<typeof createSiteCache>;
