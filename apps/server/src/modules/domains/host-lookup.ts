import type { ChangeBus } from '../../shared-state/change-bus.ts';

type Entry = { hostingName: string | undefined; expires: number };

/**
 * Which site a custom domain in a Host header serves, remembered for a while (unknown hosts too,
 * so a flood of made-up names costs one query each per TTL). A domain connected or removed
 * anywhere is forgotten at once; the TTL also ends service after the grace period.
 */
export function createHostLookup(
  siteFor: (domain: string) => Promise<string | undefined>,
  changes: ChangeBus,
  { ttlMs = 30_000, maxEntries = 10_000 } = {},
) {
  const entries = new Map<string, Entry>();
  let generation = 0;
  changes.on('domain', (domain) => {
    generation += 1;
    entries.delete(domain);
  });
  /** What is known now, without asking: the site (or null, no site) if remembered, else undefined. */
  function peek(domain: string): string | null | undefined {
    const hit = entries.get(domain);
    if (!hit || hit.expires <= Date.now()) return undefined;
    return hit.hostingName ?? null;
  }

  async function hostingNameOf(domain: string): Promise<string | undefined> {
    const now = Date.now();
    const hit = entries.get(domain);
    if (hit && hit.expires > now) return hit.hostingName;
    const started = generation;
    const hostingName = await siteFor(domain);
    if (started === generation) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(domain, { hostingName, expires: now + ttlMs });
    }
    return hostingName;
  }

  return { peek, hostingNameOf };
}

export type HostLookup = ReturnType<typeof createHostLookup>;
