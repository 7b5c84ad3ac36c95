import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * What the database says of stored files, a page of the store's listing at a time (the daily sweep):
 * which of these uploads rows name, and which of these sites exist. Each question is answered from
 * an index (migration 0022 for the uploads), so the sweep's cost per page does not grow with the tables.
 */
export function createStoredFilesRepo(db: Kysely<Database>) {
  return {
    /**
     * Those of `keys` a portfolio or a kept version names as its cover or photo: for each key, whether
     * one row names it (an index lookup that stops at the first), however many rows share it.
     */
    async namedAmong(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      // The page's keys as a table (`column1` is what both SQLite and PostgreSQL call VALUES' column).
      const page = sql<{ column1: string }>`(values ${sql.join(keys.map((key) => sql`(${key})`))})`.as(
        'page',
      );
      const rows = await db
        .selectFrom(page)
        .select('page.column1 as key')
        .where(({ or, exists, selectFrom }) =>
          or(
            (['portfolios', 'portfolio_versions'] as const).flatMap((table) =>
              (['cover_image', 'photo_image'] as const).map((column) =>
                exists(selectFrom(table).select(sql`1`.as('one')).whereRef(column, '=', 'page.column1')),
              ),
            ),
          ),
        )
        .execute();
      return new Set(rows.map((row) => row.key));
    },

    /** Those of `names` a portfolio holds, whatever its status. */
    async hostingNamesAmong(names: string[]): Promise<Set<string>> {
      if (names.length === 0) return new Set();
      const rows = await db
        .selectFrom('portfolios')
        .select('hosting_name')
        .where('hosting_name', 'in', names)
        .execute();
      return new Set(rows.map((row) => row.hosting_name));
    },
  };
}

export type StoredFilesRepo = ReturnType<typeof createStoredFilesRepo>;
