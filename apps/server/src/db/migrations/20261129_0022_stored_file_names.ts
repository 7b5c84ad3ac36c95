import type { Kysely } from 'kysely';

/**
 * The daily sweep of stored files (orphan-sweep.ts) asks, a page of the store's listing at a time,
 * which of those covers and photos a portfolio or a kept version names. It read all four columns
 * whole at every sweep, a set that grew with every portfolio; with these indexes each page is a few
 * lookups.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['portfolios', 'portfolio_versions']) {
    for (const column of ['cover_image', 'photo_image']) {
      await db.schema.createIndex(`${table}_${column}`).on(table).column(column).execute();
    }
  }
}
