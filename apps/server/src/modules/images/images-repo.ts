import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ImagesTable } from '../../db/schema.ts';

export type ImageRow = Selectable<ImagesTable>;

/** The images table (migration 0019): one row per account and uploaded image. */
export function createImagesRepo(db: Kysely<Database>) {
  const images = () => db.selectFrom('images');
  return {
    find: (userId: string, id: string): Promise<ImageRow | undefined> =>
      images().selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst(),

    findMany: (userId: string, ids: string[]): Promise<ImageRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : images().selectAll().where('user_id', '=', userId).where('id', 'in', ids).execute(),

    /** A second upload of the same picture by the same account keeps the first row. */
    async insert(row: Insertable<ImagesTable>): Promise<void> {
      await db
        .insertInto('images')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'id']).doNothing())
        .execute();
    },

    /** What the account's images take in storage, in bytes. */
    async usedBytes(userId: string): Promise<number> {
      const row = await images()
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('bytes'), eb.val(0)).as('used'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.used ?? 0);
    },

    async attach(userId: string, ids: string[], now: string): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('images')
        .set({ attached_at: now })
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .where('attached_at', 'is', null)
        .execute();
    },

    /** The ids of the account's images a save has placed at some time. */
    async attachedIds(userId: string): Promise<string[]> {
      const rows = await images()
        .select('id')
        .where('user_id', '=', userId)
        .where('attached_at', 'is not', null)
        .execute();
      return rows.map((row) => row.id);
    },

    /** The content of every portfolio of the account and of every version they keep (JSON: text or parsed). */
    async contentsOf(userId: string): Promise<unknown[]> {
      const rows = await db
        .selectFrom('portfolios')
        .select('content')
        .where('user_id', '=', userId)
        .unionAll(
          db
            .selectFrom('portfolio_versions')
            .innerJoin('portfolios', 'portfolios.id', 'portfolio_versions.portfolio_id')
            .select('portfolio_versions.content')
            .where('portfolios.user_id', '=', userId),
        )
        .execute();
      return rows.map((row) => row.content);
    },

    /** Images uploaded before `cutoff` that no save ever placed. */
    unplacedBefore: (cutoff: string): Promise<Pick<ImageRow, 'user_id' | 'id'>[]> =>
      images()
        .select(['user_id', 'id'])
        .where('attached_at', 'is', null)
        .where('created_at', '<', cutoff)
        .execute(),

    async remove(userId: string, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.deleteFrom('images').where('user_id', '=', userId).where('id', 'in', ids).execute();
    },

    async removeAllOf(userId: string): Promise<string[]> {
      const rows = await db.deleteFrom('images').where('user_id', '=', userId).returning('id').execute();
      return rows.map((row) => row.id);
    },

    /** Of `ids`, those some account still has. */
    async stillHeld(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await images().select('id').distinct().where('id', 'in', ids).execute();
      return new Set(rows.map((row) => row.id));
    },
  };
}

export type ImagesRepo = ReturnType<typeof createImagesRepo>;
