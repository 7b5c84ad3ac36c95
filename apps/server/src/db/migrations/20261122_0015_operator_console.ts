import type { Kysely } from 'kysely';
import { timestampType } from '../column-types.ts';

/**
 * What operators need: a site taken down with its reason; abuse reports from visitors; an audit
 * log of every admin action; and indexes for the portfolios table and the per-day metrics.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema.alterTable('portfolios').addColumn('takedown_reason', 'text').execute();
  await db.schema.alterTable('portfolios').addColumn('taken_down_at', ts).execute();
  await db.schema
    .createTable('abuse_reports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('hosting_name', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('reporter_email', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('resolution', 'text')
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('resolved_at', ts)
    .execute();
  await db.schema
    .createIndex('abuse_reports_by_status')
    .on('abuse_reports')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('at', ts, (col) => col.notNull())
    /** Who: an administrator's e-mail, or `cli` for the `npm run admin` command. */
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at_id').on('audit_log').columns(['at', 'id']).execute();
  await db.schema
    .createIndex('portfolios_created_at_id')
    .on('portfolios')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('portfolios_status_created_at_id')
    .on('portfolios')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('orders_paid_at').on('orders').column('paid_at').execute();
  await db.schema.createIndex('orders_created_at_id').on('orders').columns(['created_at', 'id']).execute();
}
