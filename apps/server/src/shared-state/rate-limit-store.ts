import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisLink } from './redis.ts';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result: Counted) => void;
// What the plugin really passes to child(): its merged options, the route under `routeInfo`
// (its type declarations say otherwise).
type RouteParams = Parameters<FastifyRateLimitStore['child']>[0];
const routeOf = (params: RouteParams) =>
  (params as unknown as { routeInfo: { method: string; url: string } }).routeInfo;

// One round trip: count the request, start the window on the first one, report what is left.
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

const LOCAL_MAX_KEYS = 10_000;

/**
 * A store for @fastify/rate-limit that counts in Redis, so every app server shares one count per
 * client, and counts on this server alone whenever Redis does not answer (the request is never
 * held up or refused because Redis is away).
 */
export function sharedRateLimitStore(link: RedisLink, keyPrefix: string): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly #namespace: string;
    readonly #local = new Map<string, { current: number; resetAt: number }>();

    constructor(_params: unknown, namespace = `${keyPrefix}rate:`) {
      this.#namespace = namespace;
    }

    incr(key: string, done: Done, timeWindow: number): void {
      if (!link.ready()) {
        done(null, this.#countHere(key, timeWindow));
        return;
      }
      link.commands.eval(INCREMENT, 1, this.#namespace + key, timeWindow).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          done(null, { current, ttl: Math.max(ttl, 0) });
        },
        () => done(null, this.#countHere(key, timeWindow)),
      );
    }

    child(params: RouteParams): SharedRateLimitStore {
      const route = routeOf(params);
      return new SharedRateLimitStore(undefined, `${this.#namespace}${route.method}${route.url}:`);
    }

    #countHere(key: string, timeWindow: number): Counted {
      const now = Date.now();
      let entry = this.#local.get(key);
      if (!entry || entry.resetAt <= now) {
        if (this.#local.size >= LOCAL_MAX_KEYS) this.#forgetExpired(now);
        entry = { current: 0, resetAt: now + timeWindow };
        this.#local.set(key, entry);
      }
      entry.current += 1;
      return { current: entry.current, ttl: entry.resetAt - now };
    }

    #forgetExpired(now: number): void {
      for (const [key, entry] of this.#local) if (entry.resetAt <= now) this.#local.delete(key);
      // Still full of live windows: drop the oldest rather than grow without bound.
      while (this.#local.size >= LOCAL_MAX_KEYS)
        this.#local.delete(this.#local.keys().next().value as string);
    }
  };
}
