import type { Kysely } from 'kysely';
import { timestampType } from '../column-types.ts';

// Frozen in time: migrations use Kysely<any>, never the current schema types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', timestampType(db), (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('contact_messages_created_at')
    .on('contact_messages')
    .column('created_at')
    .execute();
}
