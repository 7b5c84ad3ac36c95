import type { UserRow } from '../../db/schema.ts';
import type { ChangeBus } from '../../shared-state/change-bus.ts';

type Entry = { userId: string; row: UserRow; expires: number };

/**
 * The account behind a live sign-in, remembered for a second: a browser sends many requests in a
 * row, and the lookup was half the cost of each. A sign-in that ends (logout, or a replayed
 * refresh token) is forgotten at once on every server (the change bus); only what nothing
 * announces, such as a role changed from another process, waits out the second.
 */
export function createSignedInCache(changes: ChangeBus, { ttlMs = 1000, maxEntries = 10_000 } = {}) {
  const entries = new Map<string, Entry>();
  // Bumped whenever a sign-in ends: a lookup that began before must not be remembered.
  let generation = 0;
  changes.on('session', (sessionId) => {
    generation += 1;
    entries.delete(sessionId);
  });

  return async function signedIn(
    userId: string,
    sessionId: string,
    load: () => Promise<UserRow | undefined>,
  ): Promise<UserRow | undefined> {
    const now = Date.now();
    const hit = entries.get(sessionId);
    if (hit && hit.expires > now && hit.userId === userId) return hit.row;
    const started = generation;
    const row = await load();
    if (row && started === generation) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(sessionId, { userId, row, expires: now + ttlMs });
    }
    return row;
  };
}

export type SignedInCache = ReturnType<typeof createSignedInCache>;
