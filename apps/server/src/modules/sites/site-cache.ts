import type { Storage } from '../storage/storage.ts';

type Entry = { data: Buffer | undefined; expires: number };

/**
 * Published files kept in memory for a few seconds: a popular site is read from storage a few
 * times a minute instead of on every request. Publishing here invalidates at once; another app
 * server sharing the storage sees the change within `ttlMs`.
 */
export function createSiteCache(storage: Storage, { ttlMs = 5000, maxEntries = 2000 } = {}) {
  const entries = new Map<string, Entry>();
  return {
    async get(key: string): Promise<Buffer | undefined> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.data;
      const data = await storage.get(key);
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { data, expires: now + ttlMs });
      return data;
    },
    invalidate(prefix: string): void {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}

export type SiteCache = ReturnType<typeof createSiteCache>;
