import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What the database says of stored files: which uploads rows name, and which sites exist. */
export function createStoredFilesRepo(db: Kysely<Database>) {
  return {
    /** Every cover and photo a portfolio or a kept version names. */
    async namedUploads(): Promise<Set<string>> {
      const rows = await db
        .selectFrom('portfolios')
        .select('cover_image as key')
        .union(
          db
            .selectFrom('portfolios')
            .select('photo_image as key')
            .where('photo_image', 'is not', null)
            .$narrowType<{ key: string }>(),
        )
        .union(db.selectFrom('portfolio_versions').select('cover_image as key'))
        .union(
          db
            .selectFrom('portfolio_versions')
            .select('photo_image as key')
            .where('photo_image', 'is not', null)
            .$narrowType<{ key: string }>(),
        )
        .execute();
      return new Set(rows.map((row) => row.key));
    },

    /** The hosting name of every portfolio, whatever its status. */
    async hostingNames(): Promise<Set<string>> {
      const rows = await db.selectFrom('portfolios').select('hosting_name').execute();
      return new Set(rows.map((row) => row.hosting_name));
    },
  };
}

export type StoredFilesRepo = ReturnType<typeof createStoredFilesRepo>;
