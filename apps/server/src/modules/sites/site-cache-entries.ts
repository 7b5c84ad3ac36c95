import type { SiteFile } from './site-files.ts';

type Entry = {
  file: SiteFile | undefined;
  expires: number;
  bytes: number;
  /**
   * This server's publish wrote the file and its pack, with every copy the pack should hold: until
   * the entry goes (a change of the site announced anywhere, its minute over, evicted), the storage
   * holds exactly this file and a publish need not write it again.
   */
  writtenHere: boolean;
};

/** What an entry for "no such file" is counted as: its key and bookkeeping, so they are bounded too. */
const NOT_THERE_BYTES = 256;

/** What a site cache holds (site-cache.ts), shared by the functions below. */
export type SiteCacheState = {
  entries: Map<string, Entry>;
  loading: Map<string, Promise<SiteFile | undefined>>;
  /** Memory the cached bodies (every encoding) take together. */
  bytes: number;
  // Per site, how many changes other servers announced: a publish here keeps what it wrote only if
  // none arrived while it wrote (another server may have written a newer page meanwhile).
  changedElsewhere: Map<string, number>;
  // Bumped by every invalidation: a read that began before one must not refill the cache.
  generation: number;
  /** Answers found in memory, and loads from storage (shared ones count once): the hit rate. */
  hits: number;
  loads: number;
};

export function newSiteCacheState(): SiteCacheState {
  return {
    entries: new Map(),
    loading: new Map(),
    bytes: 0,
    changedElsewhere: new Map(),
    generation: 0,
    hits: 0,
    loads: 0,
  };
}

function drop(cache: SiteCacheState, key: string): void {
  const entry = cache.entries.get(key);
  if (!entry) return;
  cache.bytes -= entry.bytes;
  cache.entries.delete(key);
}

/** The entry of `key`, fresh or not: a stale copy to answer with while the storage is out of reach. */
export const anyEntry = (cache: SiteCacheState, key: string): Entry | undefined => cache.entries.get(key);

/** The entry of `key` if it is there and fresh at `now` (its file is undefined for "not there"). */
export function freshEntry(cache: SiteCacheState, key: string, now: number): Entry | undefined {
  const hit = cache.entries.get(key);
  return hit && hit.expires > now ? hit : undefined;
}

/** Keeps `file` under `key` until `expires`, dropping the oldest entries past `maxBytes`. */
export function storeEntry(
  cache: SiteCacheState,
  {
    key,
    file,
    expires,
    maxBytes,
    writtenHere = false,
  }: { key: string; file: SiteFile | undefined; expires: number; maxBytes: number; writtenHere?: boolean },
): void {
  // Loaded again (for a client that needs the file as it is), the version this server wrote still is.
  const was = cache.entries.get(key);
  const written = writtenHere || Boolean(file && was?.writtenHere && was.file?.etag === file.etag);
  drop(cache, key);
  const size = file
    ? Object.values(file.bodies).reduce((sum, body) => sum + body.length, 0)
    : NOT_THERE_BYTES;
  // A file larger than the whole cache is served from storage each time rather than evict everything.
  if (size > maxBytes) return;
  while (cache.bytes + size > maxBytes && cache.entries.size > 0) {
    drop(cache, cache.entries.keys().next().value as string);
  }
  cache.entries.set(key, { file, expires, bytes: size, writtenHere: written });
  cache.bytes += size;
}

/**
 * A change of `name` announced on the change bus: 'asha-rao' drops every file of the site,
 * 'asha-rao/resume.pdf' that file alone, and loads under way are not kept.
 */
export function invalidate(cache: SiteCacheState, name: string, fromElsewhere: boolean): void {
  cache.generation += 1;
  if (fromElsewhere) {
    const site = name.split('/')[0] as string;
    cache.changedElsewhere.set(site, (cache.changedElsewhere.get(site) ?? 0) + 1);
  }
  const matches = name.includes('/')
    ? (key: string) => key === `sites/${name}`
    : (key: string) => key.startsWith(`sites/${name}/`);
  for (const key of cache.entries.keys()) if (matches(key)) drop(cache, key);
  for (const key of cache.loading.keys()) if (matches(key)) cache.loading.delete(key);
}

/**
 * The file of `key` from memory if fresh, else from `load`, which visitors asking at the same
 * moment share; what it loads is stored unless an invalidation came while it loaded. `serves` says
 * whether a file answers this caller: one kept without what it needs (site-files.ts, canAnswer),
 * in memory or from a load another caller began, is loaded again.
 */
export function getOrLoad(
  cache: SiteCacheState,
  key: string,
  load: () => Promise<SiteFile | undefined>,
  store: (key: string, file: SiteFile | undefined, now: number) => void,
  serves: (file: SiteFile | undefined) => boolean = () => true,
): Promise<SiteFile | undefined> {
  const now = Date.now();
  const hit = freshEntry(cache, key, now);
  if (hit && serves(hit.file)) {
    cache.hits += 1;
    return Promise.resolve(hit.file);
  }
  const pending = cache.loading.get(key);
  if (pending) return pending.then((file) => (serves(file) ? file : loadAndStore()));
  return loadAndStore();

  function loadAndStore(): Promise<SiteFile | undefined> {
    cache.loads += 1;
    const started = cache.generation;
    const load$ = load().then((file) => {
      if (started === cache.generation) store(key, file, now);
      return file;
    });
    cache.loading.set(key, load$);
    const forget = () => {
      if (cache.loading.get(key) === load$) cache.loading.delete(key);
    };
    load$.then(forget, forget);
    return load$;
  }
}
