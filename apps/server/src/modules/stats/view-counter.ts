import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, DAY_MS, dayOf } from '../../lib/clock.ts';
import { hmac } from '../../lib/crypto.ts';
import type { PageView } from './page-view.ts';
import type { DayCount, StatsRepo } from './stats-repo.ts';

/** Referrers are kept this long; the daily totals stay. */
const REFERRER_DAYS = 90;

type Options = {
  repo: StatsRepo;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often waiting views are written (a burst is counted this long after it ends). */
  flushEveryMs?: number;
  /** Views waiting beyond this are dropped (a flood never grows memory without bound). */
  maxWaiting?: number;
};

/**
 * Counts page views off the request path: a view is a push onto a list; every `flushEveryMs` the
 * list is added up per site and day and written in one transaction. The IP address and user agent
 * live only in that list: they are turned into the visitor's code of the day (an HMAC with the
 * day's random salt) when written, and never stored.
 */
export function createViewCounter({ repo, clock, log, flushEveryMs = 250, maxWaiting = 100_000 }: Options) {
  type Stamped = PageView & { at: number };
  let waiting: Stamped[] = [];
  let dropped = 0;
  const salts = new Map<string, Promise<string>>();
  let lastForget = '';

  function saltOf(day: string): Promise<string> {
    let salt = salts.get(day);
    if (!salt) {
      salt = repo.saltOf(day, crypto.randomBytes(32).toString('hex'));
      salt.catch(() => salts.delete(day));
      salts.set(day, salt);
      // Only today's and yesterday's are ever needed.
      for (const known of salts.keys()) if (known < dayOf(clock() - DAY_MS)) salts.delete(known);
    }
    return salt;
  }

  async function addUp(views: Stamped[]): Promise<DayCount[]> {
    const sites = await repo.liveSites([...new Set(views.map((v) => v.site))]);
    const counts = new Map<string, DayCount>();
    for (const view of views.sort((a, b) => a.at - b.at)) {
      const portfolioId = sites.get(view.site);
      if (!portfolioId) continue;
      const day = dayOf(view.at);
      const visitor = hmac(await saltOf(day), `${view.site}\n${view.ip}\n${view.userAgent}`).slice(0, 32);
      const key = `${portfolioId} ${day}`;
      let count = counts.get(key);
      if (!count) {
        count = { portfolioId, day, visitors: new Map(), views: [] };
        counts.set(key, count);
      }
      const at = new Date(view.at).toISOString();
      count.visitors.set(visitor, at);
      count.views.push({ visitor, at, revalidation: view.revalidation, referrerHost: view.referrerHost });
    }
    return [...counts.values()];
  }

  async function forgetOldOnceADay(): Promise<void> {
    const today = dayOf(clock());
    if (lastForget === today) return;
    lastForget = today;
    await repo.forget({
      visitorsDay: dayOf(clock() - DAY_MS),
      referrersDay: dayOf(clock() - REFERRER_DAYS * DAY_MS),
    });
  }

  let running: Promise<void> = Promise.resolve();
  /** Writes what is waiting; flushes run one after another. */
  function flush(): Promise<void> {
    running = running.then(async () => {
      const views = waiting;
      waiting = [];
      if (dropped > 0) {
        log.warn({ dropped }, 'page views dropped: more arrived than could be counted');
        dropped = 0;
      }
      try {
        if (views.length > 0) await repo.count(await addUp(views));
        await forgetOldOnceADay();
      } catch (error) {
        // Counting is best effort: a database hiccup loses these views, never a page.
        log.warn({ err: error, views: views.length }, 'page views could not be counted');
      }
    });
    return running;
  }

  let timer: NodeJS.Timeout | undefined;

  return {
    /** Writes what is waiting every `flushEveryMs` (the lifecycle calls it). */
    start(): void {
      timer = setInterval(() => void flush(), flushEveryMs);
      timer.unref();
    },
    record(view: PageView): void {
      if (waiting.length >= maxWaiting) dropped += 1;
      else waiting.push({ ...view, at: clock() });
    },
    flush,
    /** Stops the timer and writes what is still waiting (on shutdown). */
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
