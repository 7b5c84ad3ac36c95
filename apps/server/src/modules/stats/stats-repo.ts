import { LIST_MAX_ITEMS } from '@portfolio/shared/portfolio';
import { type Kysely, sql, type Transaction } from 'kysely';
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

/** A site-day's key in the maps below. */
const siteDayOf = (portfolioId: string, day: string) => `${portfolioId} ${day}`;

/** `(a, b, …), (c, d, …)` for a `values` list: each row's values as parameters. */
const valuesOf = (rows: string[][]) => sql.join(rows.map((row) => sql`(${sql.join(row)})`));

/**
 * Records every site-day's visitors of a flush with the time of their latest view, a few statements
 * for all of them (not a few per site: a busy host's flush holds hundreds of sites' first views).
 * Answers, per site-day, when each known visitor was last seen before, and which are new today.
 * Who is new is decided by the database (an insert that does nothing for a known visitor), so two
 * servers counting the same visitor at once count them once.
 */
async function recordVisitors(trx: Transaction<Database>, days: DayCount[]) {
  const lastSeen = new Map<string, Map<string, number>>();
  const fresh = new Map<string, Set<string>>();
  for (const { portfolioId, day } of days) {
    lastSeen.set(siteDayOf(portfolioId, day), new Map());
    fresh.set(siteDayOf(portfolioId, day), new Set());
  }
  const rows = days.flatMap(({ portfolioId, day, visitors }) =>
    [...visitors].map(([visitor, at]) => ({ portfolio_id: portfolioId, day, visitor, last_seen_at: at })),
  );
  for (const part of chunks(rows)) {
    // A join on a `values` list: SQLite takes no list of rows after `in`.
    const seen = await sql<{
      portfolio_id: string;
      day: string;
      visitor: string;
      last_seen_at: string | Date;
    }>`
      select v.portfolio_id, v.day, v.visitor, v.last_seen_at from site_daily_visitors v
      join (values ${valuesOf(part.map((r) => [r.portfolio_id, r.day, r.visitor]))}) as k
        on v.portfolio_id = k.column1 and v.day = k.column2 and v.visitor = k.column3`.execute(trx);
    for (const row of seen.rows) {
      lastSeen
        .get(siteDayOf(row.portfolio_id, row.day))
        ?.set(row.visitor, new Date(row.last_seen_at).getTime());
    }
    const inserted = await trx
      .insertInto('site_daily_visitors')
      .values(part)
      .onConflict((oc) => oc.doNothing())
      .returning(['portfolio_id', 'day', 'visitor'])
      .execute();
    for (const row of inserted) fresh.get(siteDayOf(row.portfolio_id, row.day))?.add(row.visitor);
    const known = part.filter((row) => !fresh.get(siteDayOf(row.portfolio_id, row.day))?.has(row.visitor));
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

type Totals = {
  portfolioId: string;
  day: string;
  views: number;
  visitors: number;
  referrers: Map<string, number>;
  pages: Map<string, number>;
};

/** Each site-day's pages less new paths beyond PAGES_PER_DAY_MAX of it (the home page always counts). */
async function pagesWithRoom(trx: Transaction<Database>, totals: Totals[]) {
  const withPages = totals.filter((t) => t.pages.size > 0);
  const known = new Map<string, Set<string>>();
  for (const part of chunks(withPages)) {
    const rows = await sql<{ portfolio_id: string; day: string; path: string }>`
      select p.portfolio_id, p.day, p.path from site_daily_pages p
      join (values ${valuesOf(part.map((t) => [t.portfolioId, t.day]))}) as k
        on p.portfolio_id = k.column1 and p.day = k.column2`.execute(trx);
    for (const row of rows.rows) {
      const key = siteDayOf(row.portfolio_id, row.day);
      known.set(key, (known.get(key) ?? new Set()).add(row.path));
    }
  }
  return withPages.flatMap(({ portfolioId, day, pages }) => {
    const paths = known.get(siteDayOf(portfolioId, day)) ?? new Set<string>();
    let room = PAGES_PER_DAY_MAX - paths.size;
    return [...pages]
      .filter(([path]) => {
        if (paths.has(path) || path === '/') return true;
        room -= 1;
        return room >= 0;
      })
      .map(([path, views]) => ({ portfolio_id: portfolioId, day, path, views }));
  });
}

/** Adds each site-day's views, new visitors, referrers and views per page to its totals. */
async function addTotals(trx: Transaction<Database>, totals: Totals[]): Promise<void> {
  for (const part of chunks(totals)) {
    await trx
      .insertInto('site_daily_stats')
      .values(
        part.map((t) => ({ portfolio_id: t.portfolioId, day: t.day, views: t.views, visitors: t.visitors })),
      )
      .onConflict((oc) =>
        oc.columns(['portfolio_id', 'day']).doUpdateSet((eb) => ({
          views: eb('site_daily_stats.views', '+', eb.ref('excluded.views')),
          visitors: eb('site_daily_stats.visitors', '+', eb.ref('excluded.visitors')),
        })),
      )
      .execute();
  }
  const referrers = totals.flatMap(({ portfolioId, day, referrers }) =>
    [...referrers].map(([host, views]) => ({ portfolio_id: portfolioId, day, host, views })),
  );
  for (const part of chunks(referrers)) {
    await trx
      .insertInto('site_daily_referrers')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['portfolio_id', 'day', 'host']).doUpdateSet((eb) => ({
          views: eb('site_daily_referrers.views', '+', eb.ref('excluded.views')),
        })),
      )
      .execute();
  }
  const pages = await pagesWithRoom(trx, totals);
  for (const part of chunks(pages)) {
    await trx
      .insertInto('site_daily_pages')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['portfolio_id', 'day', 'path']).doUpdateSet((eb) => ({
          views: eb('site_daily_pages.views', '+', eb.ref('excluded.views')),
        })),
      )
      .execute();
  }
}

/**
 * Counts a flush's site-days in a transaction: their visitors first, then what each adds to its
 * totals. The totals are added, never overwritten.
 */
async function countDays(trx: Transaction<Database>, days: DayCount[]): Promise<void> {
  const { lastSeen, fresh } = await recordVisitors(trx, days);
  const totals = days.flatMap((count): Totals[] => {
    const key = siteDayOf(count.portfolioId, count.day);
    const { views, referrers, pages } = tally(count, lastSeen.get(key) ?? new Map());
    const visitors = fresh.get(key)?.size ?? 0;
    if (views === 0 && visitors === 0) return [];
    return [{ portfolioId: count.portfolioId, day: count.day, views, visitors, referrers, pages }];
  });
  await addTotals(trx, totals);
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
        await countDays(trx, days);
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
