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
     * the history ends with the state that won. Answers the row as saved and the covers and photos
     * the dropped versions named (to remove the files nothing names any more, once committed).
     */
    async saveWithVersion(
      id: string,
      change: (current: PortfolioRow) => { changes: Updateable<PortfoliosTable>; version: NewVersion },
    ): Promise<{ row: PortfolioRow; droppedImages: string[] } | undefined> {
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
          .returning(['cover_image', 'photo_image'])
          .execute();
        const images = dropped.flatMap((v) =>
          v.photo_image ? [v.cover_image, v.photo_image] : [v.cover_image],
        );
        return { row, droppedImages: [...new Set(images)] };
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
        .select(['id', 'summary', 'created_at', 'restored_from'])
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
          'restored_from',
          'cover_image',
          'template_id',
          'photo_image',
          'photo_known',
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

    /** Whether a cover or photo is still named by the portfolio or any of its versions. */
    async imageInUse(portfolioId: string, key: string): Promise<boolean> {
      const [inRow, inVersion] = await Promise.all([
        db
          .selectFrom('portfolios')
          .select('id')
          .where('id', '=', portfolioId)
          .where((eb) => eb.or([eb('cover_image', '=', key), eb('photo_image', '=', key)]))
          .executeTakeFirst(),
        db
          .selectFrom('portfolio_versions')
          .select('id')
          .where('portfolio_id', '=', portfolioId)
          .where((eb) => eb.or([eb('cover_image', '=', key), eb('photo_image', '=', key)]))
          .executeTakeFirst(),
      ]);
      return inRow !== undefined || inVersion !== undefined;
    },

    /** Every cover and photo a portfolio or its versions name (to remove them with the portfolio). */
    async imagesOf(portfolioId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('portfolio_versions')
        .select('cover_image as key')
        .where('portfolio_id', '=', portfolioId)
        .union(
          db
            .selectFrom('portfolio_versions')
            .select('photo_image as key')
            .where('portfolio_id', '=', portfolioId)
            .where('photo_image', 'is not', null)
            .$narrowType<{ key: string }>(),
        )
        .union(db.selectFrom('portfolios').select('cover_image as key').where('id', '=', portfolioId))
        .union(
          db
            .selectFrom('portfolios')
            .select('photo_image as key')
            .where('id', '=', portfolioId)
            .where('photo_image', 'is not', null)
            .$narrowType<{ key: string }>(),
        )
        .execute();
      return rows.map((r) => r.key);
    },
  };
}

export type VersionsRepo = ReturnType<typeof createVersionsRepo>;
