import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { RedisLink } from './redis.ts';

export type Counted = { current: number; ttl: number };

/**
 * The library never refuses here: each caller compares `current` with its own limit, so one
 * counter serves limits of any size (and the route plugin's store, see rate-limit-store.ts).
 */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

/**
 * Counts hits per key in fixed windows, through rate-limiter-flexible: in Redis, so every app server
 * shares one count, with an in-memory limiter as insurance that counts on this server alone whenever
 * Redis is not configured, not ready or does not answer (nothing waits for Redis).
 */
export function createWindowCounter(link: RedisLink | undefined, namespace: string) {
  const limiters = new Map<number, RateLimiterAbstract>();

  function limiterFor(windowMs: number): RateLimiterAbstract {
    let limiter = limiters.get(windowMs);
    if (!limiter) {
      const options = { points: UNLIMITED, duration: Math.ceil(windowMs / 1000), keyPrefix: namespace };
      const here = new RateLimiterMemory(options);
      limiter = link
        ? new RateLimiterRedis({
            ...options,
            storeClient: link.commands,
            rejectIfRedisNotReady: true,
            insuranceLimiter: here,
          })
        : here;
      limiters.set(windowMs, limiter);
    }
    return limiter;
  }

  return {
    async hit(key: string, windowMs: number): Promise<Counted> {
      const counted = await limiterFor(windowMs).consume(key);
      return { current: counted.consumedPoints, ttl: Math.max(counted.msBeforeNext, 0) };
    },
  };
}

export type WindowCounter = ReturnType<typeof createWindowCounter>;
