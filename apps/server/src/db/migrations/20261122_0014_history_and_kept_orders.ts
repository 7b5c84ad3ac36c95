import { type Kysely, sql } from 'kysely';
import { isSqlite, jsonType, timestampType } from '../column-types.ts';

/**
 * Version history: every save of a portfolio is kept as a version (its content, cover and a line
 * saying what changed), so an owner can look back and restore.
 *
 * Orders outlive what they paid for: deleting a portfolio or an account keeps its orders for the
 * accounts, cut loose from the person (user and portfolio set to null). SQLite cannot change a
 * foreign key in place, so there the table is rebuilt with its indexes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable('portfolio_versions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('portfolio_id', 'text', (col) => col.notNull().references('portfolios.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', jsonType(db), (col) => col.notNull())
    .addColumn('cover_image', 'text', (col) => col.notNull())
    .addColumn('cover_width', 'integer', (col) => col.notNull())
    .addColumn('cover_height', 'integer', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('portfolio_versions_by_portfolio')
    .on('portfolio_versions')
    .columns(['portfolio_id', 'created_at', 'id'])
    .execute();
  // Each existing portfolio starts its history with what it is now.
  await sql`insert into portfolio_versions (id, portfolio_id, title, content, cover_image, cover_width, cover_height, summary, created_at)
    select id, id, title, content, cover_image, cover_width, cover_height, 'Saved', updated_at from portfolios`.execute(
    db,
  );

  if (isSqlite(db)) {
    await sql`create table orders_kept (
      id text primary key,
      user_id text references users(id) on delete set null,
      portfolio_id text references portfolios(id) on delete set null,
      hosting_name text not null,
      provider text not null,
      amount integer not null,
      currency text not null,
      status text not null default 'created',
      payment_id text unique,
      created_at text not null,
      paid_at text,
      note text
    )`.execute(db);
    await sql`insert into orders_kept (id, user_id, portfolio_id, hosting_name, provider, amount, currency, status, payment_id, created_at, paid_at, note)
      select id, user_id, portfolio_id, hosting_name, provider, amount, currency, status, payment_id, created_at, paid_at, note from orders`.execute(
      db,
    );
    await sql`drop table orders`.execute(db);
    await sql`alter table orders_kept rename to orders`.execute(db);
    await db.schema.createIndex('orders_portfolio_id').on('orders').column('portfolio_id').execute();
    await sql`create unique index orders_one_paid_per_portfolio on orders (portfolio_id) where status = 'paid'`.execute(
      db,
    );
    return;
  }
  for (const [column, table] of [
    ['user_id', 'users'],
    ['portfolio_id', 'portfolios'],
  ] as const) {
    await sql`alter table orders drop constraint ${sql.raw(`orders_${column}_fkey`)}`.execute(db);
    await sql`alter table orders alter column ${sql.ref(column)} drop not null`.execute(db);
    await sql`alter table orders add constraint ${sql.raw(`orders_${column}_fkey`)} foreign key (${sql.ref(column)}) references ${sql.table(table)} (id) on delete set null`.execute(
      db,
    );
  }
}
