import { type Kysely, sql } from 'kysely';
import { jsonType, timestampType } from '../column-types.ts';

/**
 * One custom domain per portfolio. Several owners may be setting up the same name at once (each
 * with a token of their own), but only one can have it connected: a unique index on the domain
 * over connected rows decides a race.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable('custom_domains')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('portfolio_id', 'text', (col) =>
      col.notNull().unique().references('portfolios.id').onDelete('cascade'),
    )
    .addColumn('domain', 'text', (col) => col.notNull())
    .addColumn('token', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('checks', jsonType(db))
    .addColumn('verified_at', ts)
    .addColumn('last_checked_at', ts)
    .addColumn('failing_since', ts)
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('custom_domains_domain').on('custom_domains').column('domain').execute();
  await sql`create unique index custom_domains_one_connected on custom_domains (domain) where status <> 'pending'`.execute(
    db,
  );
}
