import type { Kysely } from 'kysely';
import { jsonType, timestampType } from '../column-types.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable('portfolios')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // Unique in the database, so two concurrent creates cannot both take a name.
    .addColumn('hosting_name', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', jsonType(db), (col) => col.notNull())
    .addColumn('cover_image', 'text', (col) => col.notNull())
    .addColumn('cover_width', 'integer', (col) => col.notNull())
    .addColumn('cover_height', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('awaiting_payment'))
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('updated_at', ts, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('portfolios_user_id').on('portfolios').column('user_id').execute();
}
