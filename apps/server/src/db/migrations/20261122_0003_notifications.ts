import type { Kysely } from 'kysely';
import { timestampType } from '../column-types.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);

  // One row per address: signing up again re-activates it instead of adding a second row.
  await db.schema
    .createTable('notification_emails')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('updated_at', ts, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('notification_emails_created_at')
    .on('notification_emails')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('template_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_text', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('template_messages_created_at')
    .on('template_messages')
    .column('created_at')
    .execute();
}
