import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisLink } from './redis.ts';
import { type Counted, createWindowCounter, type WindowCounter } from './window-counter.ts';

type Done = (error: Error | null, result: Counted) => void;
// What the plugin really passes to child(): its merged options, the route under `routeInfo`
// (its type declarations say otherwise).
type RouteParams = Parameters<FastifyRateLimitStore['child']>[0];
const routeOf = (params: RouteParams) =>
  (params as unknown as { routeInfo: { method: string; url: string } }).routeInfo;

/**
 * The store of @fastify/rate-limit: the same window counter the services use (one rate limiter),
 * counting in Redis when it is configured, so every app server shares one count per client, and on
 * this server alone otherwise or whenever Redis does not answer (the request is never held up or
 * refused because Redis is away).
 */
export function sharedRateLimitStore(
  link: RedisLink | undefined,
  keyPrefix: string,
): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly #namespace: string;
    readonly #counter: WindowCounter;

    constructor(_params: unknown, namespace = `${keyPrefix}rate:`) {
      this.#namespace = namespace;
      this.#counter = createWindowCounter(link, namespace);
    }

    incr(key: string, done: Done, timeWindow: number): void {
      this.#counter.hit(key, timeWindow).then((counted) => done(null, counted));
    }

    child(params: RouteParams): SharedRateLimitStore {
      const route = routeOf(params);
      return new SharedRateLimitStore(undefined, `${this.#namespace}${route.method}${route.url}:`);
    }
  };
}
