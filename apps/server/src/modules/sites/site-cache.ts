import type { ChangeBus } from '../../shared-state/change-bus.ts';
import type { Storage } from '../storage/storage.ts';
import { type Asset, prepareSiteFile, type SiteFile } from './site-files.ts';

type Entry = { file: SiteFile | undefined; expires: number };

/**
 * Published files kept in memory, ready to send (see site-files.ts), so a popular site is neither
 * read from storage nor compressed on every request. A publish anywhere drops the site's entries
 * at once (the change bus); entries also expire, within a second while updates from other servers
 * might be missed (Redis away). `headers` go on every file (the sites' security headers).
 */
export function createSiteCache(
  storage: Storage,
  changes: ChangeBus,
  headers: Record<string, string>,
  { ttlMs = 60_000, unsureTtlMs = 1000, maxEntries = 2000 } = {},
) {
  const entries = new Map<string, Entry>();
  // Bumped by every invalidation: a read that began before one must not refill the cache.
  let generation = 0;

  changes.on('site', (hostingName) => {
    generation += 1;
    const prefix = `sites/${hostingName}/`;
    for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
  });

  return {
    /** The file if it is in memory and fresh (undefined also for "not there"): for the fast path. */
    peek(key: string): SiteFile | undefined {
      const hit = entries.get(key);
      return hit && hit.expires > Date.now() ? hit.file : undefined;
    },

    async get(key: string, asset: Asset): Promise<SiteFile | undefined> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.file;
      const started = generation;
      const body = await storage.get(key);
      const file = body && (await prepareSiteFile(body, asset, headers));
      if (started === generation) {
        entries.delete(key);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { file, expires: now + (changes.mayMissUpdates() ? unsureTtlMs : ttlMs) });
      }
      return file;
    },
  };
}

export type SiteCache = ReturnType<typeof createSiteCache>;
