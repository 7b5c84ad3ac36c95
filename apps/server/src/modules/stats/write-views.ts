import type { FastifyBaseLogger } from 'fastify';
import { type Clock, DAY_MS, dayOf } from '../../lib/clock.ts';
import { addUp, type StampedView } from './add-up-views.ts';
import type { StatsRepo } from './stats-repo.ts';

/** Referrers and views per page are kept this long (the longest period shown); the daily totals stay. */
const REFERRER_DAYS = 90;

/**
 * Site-days counted in one transaction. On SQLite a transaction's statements run one after another
 * without the event loop getting a turn: a flush of a busy host's first views of 800 sites held
 * every request for 130 ms when each site-day had statements of its own (stop 56). Counted together
 * (stats-repo.ts), 800 take about 40 ms; in parts of 50, about 2.5 ms each, the loop serving
 * visitors between them.
 */
const SITE_DAYS_PER_TRANSACTION = 50;

export type WriteViewsDeps = { repo: StatsRepo; clock: Clock; log: FastifyBaseLogger };

/** What a view counter holds between flushes. */
export type ViewCounterState = {
  waiting: StampedView[];
  /** Views refused since the last flush (more arrived than `maxWaiting`). */
  dropped: number;
  salts: Map<string, Promise<string>>;
  /** The day old visitors and referrers were last forgotten. */
  lastForget: string;
};

async function forgetOldOnceADay({ repo, clock }: WriteViewsDeps, state: ViewCounterState): Promise<void> {
  const today = dayOf(clock());
  if (state.lastForget === today) return;
  state.lastForget = today;
  await repo.forget({
    visitorsDay: dayOf(clock() - DAY_MS),
    referrersDay: dayOf(clock() - REFERRER_DAYS * DAY_MS),
  });
}

/** Writes the views waiting in `state` (added up, in a few transactions) and says how many were dropped. */
export async function writeWaiting(deps: WriteViewsDeps, state: ViewCounterState): Promise<void> {
  const { repo, clock, log } = deps;
  const views = state.waiting;
  state.waiting = [];
  if (state.dropped > 0) {
    log.warn({ dropped: state.dropped }, 'page views dropped: more arrived than could be counted');
    state.dropped = 0;
  }
  try {
    const days = views.length > 0 ? await addUp({ repo, clock, salts: state.salts }, views) : [];
    for (let start = 0; start < days.length; start += SITE_DAYS_PER_TRANSACTION) {
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      await repo.count(days.slice(start, start + SITE_DAYS_PER_TRANSACTION));
    }
    await forgetOldOnceADay(deps, state);
  } catch (error) {
    // Counting is best effort: a database hiccup loses these views, never a page.
    log.warn({ err: error, views: views.length }, 'page views could not be counted');
  }
}
