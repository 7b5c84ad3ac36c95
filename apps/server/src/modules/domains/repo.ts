import type { Insertable, Kysely, Updateable } from 'kysely';
import type { CustomDomainRow, CustomDomainsTable, Database } from '../../db/schema.ts';

export function createDomainsRepo(db: Kysely<Database>) {
  return {
    ofPortfolio: (portfolioId: string): Promise<CustomDomainRow | undefined> =>
      db.selectFrom('custom_domains').selectAll().where('portfolio_id', '=', portfolioId).executeTakeFirst(),

    ofPortfolios: (portfolioIds: string[]): Promise<CustomDomainRow[]> =>
      portfolioIds.length === 0
        ? Promise.resolve([])
        : db.selectFrom('custom_domains').selectAll().where('portfolio_id', 'in', portfolioIds).execute(),

    /** The domain of the portfolio with this hosting name, if it has one. */
    ofHostingName: (hostingName: string): Promise<CustomDomainRow | undefined> =>
      db
        .selectFrom('custom_domains')
        .innerJoin('portfolios', 'portfolios.id', 'custom_domains.portfolio_id')
        .selectAll('custom_domains')
        .where('portfolios.hosting_name', '=', hostingName)
        .executeTakeFirst(),

    /** The portfolio a connected domain belongs to, with its hosting name and failure date. */
    connected: (domain: string) =>
      db
        .selectFrom('custom_domains')
        .innerJoin('portfolios', 'portfolios.id', 'custom_domains.portfolio_id')
        .select(['custom_domains.portfolio_id', 'custom_domains.failing_since', 'portfolios.hosting_name'])
        .where('custom_domains.domain', '=', domain)
        .where('custom_domains.status', '<>', 'pending')
        .where('portfolios.status', '=', 'live')
        .executeTakeFirst(),

    /** Replaces the portfolio's domain (one per portfolio) with a new, pending one. */
    async replace(row: Insertable<CustomDomainsTable>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('custom_domains').where('portfolio_id', '=', row.portfolio_id).execute();
        await trx.insertInto('custom_domains').values(row).execute();
      });
    },

    async update(id: string, changes: Updateable<CustomDomainsTable>): Promise<void> {
      await db.updateTable('custom_domains').set(changes).where('id', '=', id).execute();
    },

    async remove(portfolioId: string): Promise<void> {
      await db.deleteFrom('custom_domains').where('portfolio_id', '=', portfolioId).execute();
    },

    /** Connected domains last checked before `before`: the daily re-check's work list. */
    dueForCheck: (before: string) =>
      db
        .selectFrom('custom_domains')
        .selectAll()
        .where('status', '<>', 'pending')
        .where((eb) => eb.or([eb('last_checked_at', 'is', null), eb('last_checked_at', '<', before)]))
        .execute(),

    /** Takes a due check for this server; false when another server took it first. */
    async claimCheck(id: string, before: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('custom_domains')
        .set({ last_checked_at: now })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_checked_at', 'is', null), eb('last_checked_at', '<', before)]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type DomainsRepo = ReturnType<typeof createDomainsRepo>;
