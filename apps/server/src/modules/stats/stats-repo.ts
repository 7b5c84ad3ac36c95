import { LIST_MAX_ITEMS } from '@portfolio/shared/portfolio';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What one flush adds up for one site on one day. */
export type DayCount = {
  portfolioId: string;
  day: string;
  /** Each visitor's code with the time of their latest view in this flush. */
  visitors: Map<string, string>;
  views: {
    visitor: string;
    at: string;
    path: string;
    revalidation: boolean;
    referrerHost: string | undefined;
  }[];
};

export type DailyFigures = { day: string; views: number; visitors: number };

// SQLite takes at most 32 766 parameters in one statement; rows of 4 values stay far below.
const CHUNK = 500;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** A 304 of a visitor seen this recently is the same visit checking for changes, not a new view. */
const REVISIT_MS = 30 * 60 * 1000;

/**
 * Counts one site-day's views in a transaction. Who is new today is decided by the database (an
 * insert that does nothing for a known visitor), so two servers counting the same visitor at once
 * count them once; the totals are added, never overwritten.
 */
async function countDay(trx: Transaction<Database>, count: DayCount): Promise<void> {
  const { lastSeen, fresh } = await recordVisitors(trx, count);
  const { views, referrers, pages } = tally(count, lastSeen);
  if (views === 0 && fresh.size === 0) return;
  await addTotals(trx, count, { views, visitors: fresh.size, referrers, pages });
}

/**
 * Records the day's visitors with the time of their latest view: answers when each known one was
 * last seen before, and which are new today.
 */
async function recordVisitors(
  trx: Transaction<Database>,
  { portfolioId, day, visitors }: DayCount,
): Promise<{ lastSeen: Map<string, number>; fresh: Set<string> }> {
  const lastSeen = new Map<string, number>();
  const fresh = new Set<string>();
  for (const part of chunks([...visitors.keys()])) {
    const seen = await trx
      .selectFrom('site_daily_visitors')
      .select(['visitor', 'last_seen_at'])
      .where('portfolio_id', '=', portfolioId)
      .where('day', '=', day)
      .where('visitor', 'in', part)
      .execute();
    for (const row of seen) lastSeen.set(row.visitor, new Date(row.last_seen_at).getTime());
    const rows = part.map((visitor) => ({
      portfolio_id: portfolioId,
      day,
      visitor,
      last_seen_at: visitors.get(visitor) as string,
    }));
    const inserted = await trx
      .insertInto('site_daily_visitors')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .returning('visitor')
      .execute();
    for (const row of inserted) fresh.add(row.visitor);
    const known = rows.filter((row) => !fresh.has(row.visitor));
    if (known.length > 0) {
      await trx
        .insertInto('site_daily_visitors')
        .values(known)
        .onConflict((oc) =>
          oc
            .columns(['portfolio_id', 'day', 'visitor'])
            .doUpdateSet((eb) => ({ last_seen_at: eb.ref('excluded.last_seen_at') })),
        )
        .execute();
    }
  }
  return { lastSeen, fresh };
}

/**
 * The views that count (not a revisit's 304), where they came from and which page they were of;
 * `lastSeen` follows along.
 */
function tally(count: DayCount, lastSeen: Map<string, number>) {
  let views = 0;
  const referrers = new Map<string, number>();
  const pages = new Map<string, number>();
  for (const view of count.views) {
    const at = new Date(view.at).getTime();
    const seen = lastSeen.get(view.visitor);
    lastSeen.set(view.visitor, at);
    if (view.revalidation && seen !== undefined && at - seen < REVISIT_MS) continue;
    views += 1;
    pages.set(view.path, (pages.get(view.path) ?? 0) + 1);
    if (view.referrerHost) referrers.set(view.referrerHost, (referrers.get(view.referrerHost) ?? 0) + 1);
  }
  return { views, referrers, pages };
}

/**
 * The most paths a site keeps a day: its home page and a case study per project. Only pages the
 * site has are counted, so this is reached only by a site renaming its pages many times a day.
 */
export const PAGES_PER_DAY_MAX = 1 + LIST_MAX_ITEMS;

/** `pages` less new paths beyond PAGES_PER_DAY_MAX of the site-day (the home page always counts). */
async function pagesWithRoom(
  trx: Transaction<Database>,
  portfolioId: string,
  day: string,
  pages: Map<string, number>,
): Promise<[string, number][]> {
  if (pages.size === 0) return [];
  const known = new Set(
    (
      await trx
        .selectFrom('site_daily_pages')
        .select('path')
        .where('portfolio_id', '=', portfolioId)
        .where('day', '=', day)
        .execute()
    ).map((r) => r.path),
  );
  let room = PAGES_PER_DAY_MAX - known.size;
  return [...pages].filter(([path]) => {
    if (known.has(path) || path === '/') return true;
    room -= 1;
    return room >= 0;
  });
}

type Totals = { views: number; visitors: number; referrers: Map<string, number>; pages: Map<string, number> };

/** Adds the day's views, new visitors, referrers and views per page to the site's totals. */
async function addTotals(
  trx: Transaction<Database>,
  { portfolioId, day }: DayCount,
  { views, visitors, referrers, pages }: Totals,
): Promise<void> {
  await trx
    .insertInto('site_daily_stats')
    .values({ portfolio_id: portfolioId, day, views, visitors })
    .onConflict((oc) =>
      oc.columns(['portfolio_id', 'day']).doUpdateSet((eb) => ({
        views: eb('site_daily_stats.views', '+', eb.ref('excluded.views')),
        visitors: eb('site_daily_stats.visitors', '+', eb.ref('excluded.visitors')),
      })),
    )
    .execute();
  for (const part of chunks([...referrers])) {
    await trx
      .insertInto('site_daily_referrers')
      .values(part.map(([host, n]) => ({ portfolio_id: portfolioId, day, host, views: n })))
      .onConflict((oc) =>
        oc.columns(['portfolio_id', 'day', 'host']).doUpdateSet((eb) => ({
          views: eb('site_daily_referrers.views', '+', eb.ref('excluded.views')),
        })),
      )
      .execute();
  }
  const counted = await pagesWithRoom(trx, portfolioId, day, pages);
  if (counted.length > 0) {
    await trx
      .insertInto('site_daily_pages')
      .values(counted.map(([path, n]) => ({ portfolio_id: portfolioId, day, path, views: n })))
      .onConflict((oc) =>
        oc.columns(['portfolio_id', 'day', 'path']).doUpdateSet((eb) => ({
          views: eb('site_daily_pages.views', '+', eb.ref('excluded.views')),
        })),
      )
      .execute();
  }
}

export function createStatsRepo(db: Kysely<Database>) {
  return {
    /** The live portfolios behind these hosting names (views of other names are not counted). */
    async liveSites(hostingNames: string[]): Promise<Map<string, string>> {
      const rows = await db
        .selectFrom('portfolios')
        .select(['id', 'hosting_name'])
        .where('hosting_name', 'in', hostingNames)
        .where('status', '=', 'live')
        .execute();
      return new Map(rows.map((r) => [r.hosting_name, r.id]));
    },

    async count(days: DayCount[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const day of days) await countDay(trx, day);
      });
    },

    /** The day's salt: the first server to ask makes it, every other one reads the same. */
    async saltOf(day: string, candidate: string): Promise<string> {
      await db
        .insertInto('stats_salts')
        .values({ day, salt: candidate })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const row = await db
        .selectFrom('stats_salts')
        .select('salt')
        .where('day', '=', day)
        .executeTakeFirstOrThrow();
      return row.salt;
    },

    /**
     * Forgets what must not outlive its use: visitor codes and salts of days before yesterday
     * (yesterday's stay a day for views still being counted across midnight), and referrers
     * and views per page older than `referrerDays`, leaving the daily totals.
     */
    async forget(before: { visitorsDay: string; referrersDay: string }): Promise<void> {
      await db.deleteFrom('site_daily_visitors').where('day', '<', before.visitorsDay).execute();
      await db.deleteFrom('stats_salts').where('day', '<', before.visitorsDay).execute();
      await db.deleteFrom('site_daily_referrers').where('day', '<', before.referrersDay).execute();
      await db.deleteFrom('site_daily_pages').where('day', '<', before.referrersDay).execute();
    },

    /** Views and visitors per day from `from` (inclusive), only days with any. */
    daily: (portfolioId: string, from: string): Promise<DailyFigures[]> =>
      db
        .selectFrom('site_daily_stats')
        .select(['day', 'views', 'visitors'])
        .where('portfolio_id', '=', portfolioId)
        .where('day', '>=', from)
        .orderBy('day')
        .execute(),

    async topReferrers(portfolioId: string, from: string, limit: number) {
      const rows = await db
        .selectFrom('site_daily_referrers')
        .select((eb) => ['host', eb.fn.sum<number | string>('views').as('views')])
        .where('portfolio_id', '=', portfolioId)
        .where('day', '>=', from)
        .groupBy('host')
        .orderBy('views', 'desc')
        .orderBy('host')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ host: r.host, views: Number(r.views) }));
    },

    /** Views per page since `from`, most viewed first (then by path). */
    async topPages(portfolioId: string, from: string, limit: number) {
      const rows = await db
        .selectFrom('site_daily_pages')
        .select((eb) => ['path', eb.fn.sum<number | string>('views').as('views')])
        .where('portfolio_id', '=', portfolioId)
        .where('day', '>=', from)
        .groupBy('path')
        .orderBy('views', 'desc')
        .orderBy('path')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ path: r.path, views: Number(r.views) }));
    },

    /** Views since `from` of each of these portfolios (absent: none). */
    async viewsSince(portfolioIds: string[], from: string): Promise<Map<string, number>> {
      if (portfolioIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('site_daily_stats')
        .select((eb) => ['portfolio_id', eb.fn.sum<number | string>('views').as('views')])
        .where('portfolio_id', 'in', portfolioIds)
        .where('day', '>=', from)
        .groupBy('portfolio_id')
        .execute();
      return new Map(rows.map((r) => [r.portfolio_id, Number(r.views)]));
    },
  };
}

export type StatsRepo = ReturnType<typeof createStatsRepo>;
