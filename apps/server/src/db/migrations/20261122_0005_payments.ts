import type { Kysely } from 'kysely';
import { timestampType } from '../column-types.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  // An order pays for one portfolio; a payment id can settle one order only.
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('portfolio_id', 'text', (col) => col.notNull().references('portfolios.id').onDelete('cascade'))
    .addColumn('hosting_name', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('created'))
    .addColumn('payment_id', 'text', (col) => col.unique())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('paid_at', ts)
    .execute();
  await db.schema.createIndex('orders_portfolio_id').on('orders').column('portfolio_id').execute();
  await db.schema.alterTable('portfolios').addColumn('published_at', ts).execute();
}
