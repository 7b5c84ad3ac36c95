import type { Kysely } from 'kysely';

/**
 * What the stats forget each day (stats-repo.ts `forget`: visitor codes before yesterday, referrers
 * and views per page past their days) is chosen by day, but these tables' keys begin with the
 * portfolio: without an index on the day, every server read all three whole tables at each start
 * (its first flush of views) and each day after, work that grew with every site's history.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['site_daily_visitors', 'site_daily_referrers', 'site_daily_pages']) {
    await db.schema.createIndex(`${table}_day`).on(table).column('day').execute();
  }
}
