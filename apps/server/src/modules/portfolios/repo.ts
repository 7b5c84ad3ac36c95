import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, PortfoliosTable } from '../../db/schema.ts';

export function createPortfoliosRepo(db: Kysely<Database>) {
  /** The id of the portfolio with this hosting name, if one has it. */
  async function holderOf(hostingName: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('portfolios')
      .select('id')
      .where('hosting_name', '=', hostingName)
      .executeTakeFirst();
    return row?.id;
  }

  return {
    async insert(row: Insertable<PortfoliosTable>): Promise<void> {
      await db.insertInto('portfolios').values(row).execute();
    },

    /** Inserts a portfolio, or on an existing id changes only `onConflict` (the demo, seeded on every start). */
    async upsert(row: Insertable<PortfoliosTable>, onConflict: Updateable<PortfoliosTable>): Promise<void> {
      await db
        .insertInto('portfolios')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(onConflict))
        .execute();
    },

    /**
     * Marks a portfolio live as just published, with the cover and photo files its site names and the
     * render version (render-version.ts) that rendered it.
     */
    async markPublished(
      id: string,
      published: { cover: string | null; photo: string | null; renderVersion: string },
    ): Promise<void> {
      await db
        .updateTable('portfolios')
        .set({
          status: 'live',
          published_at: new Date().toISOString(),
          published_cover: published.cover,
          published_photo: published.photo,
          render_version: published.renderVersion,
        })
        .where('id', '=', id)
        .execute();
    },

    async update(id: string, changes: Updateable<PortfoliosTable>): Promise<void> {
      await db.updateTable('portfolios').set(changes).where('id', '=', id).execute();
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('portfolios').where('id', '=', id).execute();
    },

    findById: (id: string) => db.selectFrom('portfolios').selectAll().where('id', '=', id).executeTakeFirst(),

    findByHostingName: (hostingName: string) =>
      db.selectFrom('portfolios').selectAll().where('hosting_name', '=', hostingName).executeTakeFirst(),

    /** Whether our administrators took the site with this hosting name down. */
    async isTakenDown(hostingName: string): Promise<boolean> {
      const row = await db
        .selectFrom('portfolios')
        .select('id')
        .where('hosting_name', '=', hostingName)
        .where('status', '=', 'taken_down')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The live portfolio with this hosting name, if any. */
    findLiveByHostingName: (hostingName: string) =>
      db
        .selectFrom('portfolios')
        .selectAll()
        .where('hosting_name', '=', hostingName)
        .where('status', '=', 'live')
        .executeTakeFirst(),

    /** Whether a site with this hosting name is live. */
    async isLive(hostingName: string): Promise<boolean> {
      const row = await db
        .selectFrom('portfolios')
        .select('id')
        .where('hosting_name', '=', hostingName)
        .where('status', '=', 'live')
        .executeTakeFirst();
      return row !== undefined;
    },

    findOwned: (userId: string, id: string) =>
      db
        .selectFrom('portfolios')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    findOwnedByHostingName: (userId: string, hostingName: string) =>
      db
        .selectFrom('portfolios')
        .selectAll()
        .where('hosting_name', '=', hostingName)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    listOwned: (userId: string) =>
      db
        .selectFrom('portfolios')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    async hostingNameTaken(hostingName: string): Promise<boolean> {
      return (await holderOf(hostingName)) !== undefined;
    },

    holderOf,

    /** Which of these hosting names a portfolio already has. */
    async hostingNamesTaken(hostingNames: string[]): Promise<Set<string>> {
      if (hostingNames.length === 0) return new Set();
      const rows = await db
        .selectFrom('portfolios')
        .select('hosting_name')
        .where('hosting_name', 'in', hostingNames)
        .execute();
      return new Set(rows.map((row) => row.hosting_name));
    },
  };
}

export type PortfoliosRepo = ReturnType<typeof createPortfoliosRepo>;
