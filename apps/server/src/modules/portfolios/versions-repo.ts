import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { Database, PortfolioRow, PortfoliosTable, PortfolioVersionsTable } from '../../db/schema.ts';

/** Versions kept per portfolio; older ones are dropped (the issue asks for at least 20). */
export const VERSIONS_KEPT = 30;

type NewVersion = Omit<Insertable<PortfolioVersionsTable>, 'portfolio_id'>;

/** Where a page of versions ends: the next page starts after it. */
export type VersionCursor = { created_at: Selectable<PortfolioVersionsTable>['created_at']; id: string };

/** The saved states of portfolios, and saving a portfolio together with its new version. */
export function createVersionsRepo(db: Kysely<Database>) {
  return {
    /**
     * Changes a portfolio, records the version it becomes and drops the versions past the newest
     * VERSIONS_KEPT, in one transaction that first takes the row's write lock: two saves at once are
     * applied one after the other, each version made from the state the save really replaced, so
     * the history ends with the state that won. Answers the row as saved and the covers the dropped
     * versions named (to remove the files nothing names any more, once committed).
     */
    async saveWithVersion(
      id: string,
      change: (current: PortfolioRow) => { changes: Updateable<PortfoliosTable>; version: NewVersion },
    ): Promise<{ row: PortfolioRow; droppedCovers: string[] } | undefined> {
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .updateTable('portfolios')
          .set({ updated_at: sql<string>`updated_at` })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (!current) return undefined;
        const { changes, version } = change(current);
        const row = await trx
          .updateTable('portfolios')
          .set(changes)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('portfolio_versions')
          .values({ ...version, portfolio_id: id })
          .execute();
        const dropped = await trx
          .deleteFrom('portfolio_versions')
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('portfolio_versions')
              .select('id')
              .where('portfolio_id', '=', id)
              .orderBy('created_at', 'desc')
              .orderBy('id', 'desc')
              .limit(1000)
              .offset(VERSIONS_KEPT),
          )
          .returning('cover_image')
          .execute();
        return { row, droppedCovers: [...new Set(dropped.map((v) => v.cover_image))] };
      });
    },

    async insert(portfolioId: string, version: NewVersion): Promise<void> {
      await db
        .insertInto('portfolio_versions')
        .values({ ...version, portfolio_id: portfolioId })
        .execute();
    },

    /** Newest first. */
    list: (portfolioId: string) =>
      db
        .selectFrom('portfolio_versions')
        .select(['id', 'summary', 'created_at'])
        .where('portfolio_id', '=', portfolioId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(VERSIONS_KEPT)
        .execute(),

    find: (portfolioId: string, versionId: string) =>
      db
        .selectFrom('portfolio_versions')
        .selectAll()
        .where('portfolio_id', '=', portfolioId)
        .where('id', '=', versionId)
        .executeTakeFirst(),

    /**
     * A portfolio's versions oldest first, `limit` after `after` (the owner's data export, read a
     * few at a time), each with its content as the JSON text the database holds: the export
     * passes it on without parsing it.
     */
    page: (portfolioId: string, after: VersionCursor | undefined, limit: number) =>
      db
        .selectFrom('portfolio_versions')
        .select([
          'id',
          'created_at',
          'summary',
          'cover_image',
          sql<string>`cast(content as text)`.as('content'),
        ])
        .where('portfolio_id', '=', portfolioId)
        .$if(after !== undefined, (query) =>
          query.where((eb) =>
            eb.or([
              eb('created_at', '>', (after as VersionCursor).created_at),
              eb.and([
                eb('created_at', '=', (after as VersionCursor).created_at),
                eb('id', '>', (after as VersionCursor).id),
              ]),
            ]),
          ),
        )
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute(),

    /** Whether a cover is still named by the portfolio or any of its versions. */
    async coverInUse(portfolioId: string, cover: string): Promise<boolean> {
      const [inRow, inVersion] = await Promise.all([
        db
          .selectFrom('portfolios')
          .select('id')
          .where('id', '=', portfolioId)
          .where('cover_image', '=', cover)
          .executeTakeFirst(),
        db
          .selectFrom('portfolio_versions')
          .select('id')
          .where('portfolio_id', '=', portfolioId)
          .where('cover_image', '=', cover)
          .executeTakeFirst(),
      ]);
      return inRow !== undefined || inVersion !== undefined;
    },

    /** Every cover a portfolio or its versions name (to remove them with the portfolio). */
    async coversOf(portfolioId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('portfolio_versions')
        .select('cover_image')
        .where('portfolio_id', '=', portfolioId)
        .union(db.selectFrom('portfolios').select('cover_image').where('id', '=', portfolioId))
        .execute();
      return rows.map((r) => r.cover_image);
    },
  };
}

export type VersionsRepo = ReturnType<typeof createVersionsRepo>;
