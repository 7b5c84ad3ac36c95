import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { timestampType } from '../column-types.ts';

/**
 * Visitor statistics of published sites, counted on the server with nothing in the visitor's
 * browser. Daily totals are kept; who visited is known only as a code made with the day's salt,
 * and both the codes and the salt are deleted once the day is over, so visits cannot be linked
 * across days.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const perSite = (col: ColumnDefinitionBuilder) =>
    col.notNull().references('portfolios.id').onDelete('cascade');
  await db.schema
    .createTable('site_daily_stats')
    .addColumn('portfolio_id', 'text', perSite)
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull())
    .addColumn('visitors', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('site_daily_stats_pk', ['portfolio_id', 'day'])
    .execute();
  await db.schema
    .createTable('site_daily_referrers')
    .addColumn('portfolio_id', 'text', perSite)
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('host', 'text', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('site_daily_referrers_pk', ['portfolio_id', 'day', 'host'])
    .execute();
  await db.schema
    .createTable('site_daily_visitors')
    .addColumn('portfolio_id', 'text', perSite)
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('visitor', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', ts, (col) => col.notNull())
    .addPrimaryKeyConstraint('site_daily_visitors_pk', ['portfolio_id', 'day', 'visitor'])
    .execute();
  await db.schema
    .createTable('stats_salts')
    .addColumn('day', 'text', (col) => col.primaryKey())
    .addColumn('salt', 'text', (col) => col.notNull())
    .execute();
}
