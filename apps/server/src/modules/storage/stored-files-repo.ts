import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * What the database says of stored files, a page of the store's listing at a time (the daily sweep):
 * which of these uploads rows name, and which of these sites exist. Each question is answered from
 * an index (migration 0022 for the uploads), so the sweep's cost per page does not grow with the tables.
 */
export function createStoredFilesRepo(db: Kysely<Database>) {
  return {
    /** Those of `keys` a portfolio or a kept version names as its cover or photo. */
    async namedAmong(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .selectFrom('portfolios')
        .select('cover_image as key')
        .where('cover_image', 'in', keys)
        .union(
          db
            .selectFrom('portfolios')
            .select('photo_image as key')
            .where('photo_image', 'in', keys)
            .$narrowType<{ key: string }>(),
        )
        .union(
          db.selectFrom('portfolio_versions').select('cover_image as key').where('cover_image', 'in', keys),
        )
        .union(
          db
            .selectFrom('portfolio_versions')
            .select('photo_image as key')
            .where('photo_image', 'in', keys)
            .$narrowType<{ key: string }>(),
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
