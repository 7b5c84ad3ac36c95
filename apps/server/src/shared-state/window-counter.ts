import type { RedisLink } from './redis.ts';

export type Counted = { current: number; ttl: number };

// One round trip: count the hit, start the window on the first one, report what is left.
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

const LOCAL_MAX_KEYS = 10_000;

/**
 * Counts hits per key in fixed windows: in Redis, so every app server shares one count, and on this
 * server alone whenever Redis is not configured or does not answer (nothing waits for Redis).
 */
export function createWindowCounter(link: RedisLink | undefined, namespace: string) {
  const local = new Map<string, { current: number; resetAt: number }>();

  function forgetExpired(now: number): void {
    for (const [key, entry] of local) if (entry.resetAt <= now) local.delete(key);
    // Still full of live windows: drop the oldest rather than grow without bound.
    while (local.size >= LOCAL_MAX_KEYS) local.delete(local.keys().next().value as string);
  }

  function countHere(key: string, windowMs: number): Counted {
    const now = Date.now();
    let entry = local.get(key);
    if (!entry || entry.resetAt <= now) {
      if (local.size >= LOCAL_MAX_KEYS) forgetExpired(now);
      entry = { current: 0, resetAt: now + windowMs };
      local.set(key, entry);
    }
    entry.current += 1;
    return { current: entry.current, ttl: entry.resetAt - now };
  }

  return {
    async hit(key: string, windowMs: number): Promise<Counted> {
      if (!link?.ready()) return countHere(key, windowMs);
      try {
        const [current, ttl] = (await link.commands.eval(INCREMENT, 1, namespace + key, windowMs)) as [
          number,
          number,
        ];
        return { current, ttl: Math.max(ttl, 0) };
      } catch {
        return countHere(key, windowMs);
      }
    },
  };
}

export type WindowCounter = ReturnType<typeof createWindowCounter>;
