import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import type { PageView } from './page-view.ts';
import type { StatsRepo } from './stats-repo.ts';
import { type ViewCounterState, writeWaiting } from './write-views.ts';

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
 * list is added up per site and day and written, a few site-days per transaction (write-views.ts).
 * The IP address and user agent live only in that list: they are turned into the visitor's code of
 * the day (an HMAC with the day's random salt) when written, and never stored.
 */
export function createViewCounter({ repo, clock, log, flushEveryMs = 250, maxWaiting = 100_000 }: Options) {
  const state: ViewCounterState = { waiting: [], dropped: 0, salts: new Map(), lastForget: '' };
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  /** Writes what is waiting; flushes run one after another. */
  function flush(): Promise<void> {
    running = running.then(() => writeWaiting({ repo, clock, log }, state));
    return running;
  }

  return {
    /** Writes what is waiting every `flushEveryMs` (the lifecycle calls it). */
    start(): void {
      timer = setInterval(() => void flush(), flushEveryMs);
      timer.unref();
    },
    record(view: PageView): void {
      if (state.waiting.length >= maxWaiting) state.dropped += 1;
      else state.waiting.push({ ...view, at: clock() });
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
