import type { SiteMessageRow } from '@portfolio/shared/site-messages';
import type { Insertable, Kysely } from 'kysely';
import { type Database, type SiteMessagesTable, toIsoString } from '../../db/schema.ts';

/** A site's messages: all of them, and those its owner has not read yet. */
export type MessageCounts = { total: number; unread: number };

/** The messages visitors sent through sites' contact forms, newest first per portfolio. */
export function createSiteMessagesRepo(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<SiteMessagesTable>): Promise<void> {
      await db.insertInto('site_messages').values(row).execute();
    },

    async page(portfolioId: string, { page, limit }: { page: number; limit: number }) {
      const [rows, counts] = await Promise.all([
        db
          .selectFrom('site_messages')
          .selectAll()
          .where('portfolio_id', '=', portfolioId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(page * limit)
          .execute(),
        db
          .selectFrom('site_messages')
          .select((eb) => [
            eb.fn.countAll<number | string>().as('total'),
            eb.fn.count<number | string>('read_at').as('read'),
          ])
          .where('portfolio_id', '=', portfolioId)
          .executeTakeFirstOrThrow(),
      ]);
      const total = Number(counts.total);
      return {
        messages: rows.map(
          (r): SiteMessageRow => ({
            _id: r.id,
            portfolioId: r.portfolio_id,
            name: r.name,
            email: r.email,
            message: r.message,
            createdAt: toIsoString(r.created_at),
            read: r.read_at !== null,
          }),
        ),
        total,
        unread: total - Number(counts.read),
      };
    },

    /**
     * How many messages each of these portfolios has, and how many of them are unread: one grouped
     * query for a whole list of sites. A portfolio without messages is missing from the map.
     */
    async countsOf(portfolioIds: string[]): Promise<Map<string, MessageCounts>> {
      if (portfolioIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('site_messages')
        .select((eb) => [
          'portfolio_id',
          eb.fn.countAll<number | string>().as('total'),
          eb.fn.count<number | string>('read_at').as('read'),
        ])
        .where('portfolio_id', 'in', portfolioIds)
        .groupBy('portfolio_id')
        .execute();
      // PostgreSQL counts as bigint, which pg hands back as a string.
      return new Map(
        rows.map((r) => [
          r.portfolio_id,
          { total: Number(r.total), unread: Number(r.total) - Number(r.read) },
        ]),
      );
    },

    /** The portfolio a message belongs to (to check its owner), or undefined. */
    findPortfolioOf: (id: string) =>
      db.selectFrom('site_messages').select('portfolio_id').where('id', '=', id).executeTakeFirst(),

    async markRead(id: string, readAt: string | null): Promise<void> {
      await db.updateTable('site_messages').set({ read_at: readAt }).where('id', '=', id).execute();
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('site_messages').where('id', '=', id).execute();
    },
  };
}

export type SiteMessagesRepo = ReturnType<typeof createSiteMessagesRepo>;
