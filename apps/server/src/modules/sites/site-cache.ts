import { createHash } from 'node:crypto';
import type { ChangeBus } from '../../shared-state/change-bus.ts';
import type { Storage } from '../storage/storage.ts';

/** A published file as served: its bytes and a strong ETag of them. */
export type SiteFile = { body: Buffer; etag: string };

type Entry = { file: SiteFile | undefined; expires: number };

const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Published files kept in memory, so a popular site is not read from storage on every request.
 * A publish anywhere drops the site's entries at once (the change bus); entries also expire,
 * within a second while updates from other servers might be missed (Redis away).
 */
export function createSiteCache(
  storage: Storage,
  changes: ChangeBus,
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
    async get(key: string): Promise<SiteFile | undefined> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.file;
      const started = generation;
      const body = await storage.get(key);
      const file = body && { body, etag: etagOf(body) };
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
