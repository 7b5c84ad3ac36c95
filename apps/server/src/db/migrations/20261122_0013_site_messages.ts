import type { Kysely } from 'kysely';
import { timestampType } from '../column-types.ts';

/**
 * Messages visitors send through a published site's contact form, kept until the owner deletes
 * them; the owner may turn the form off. Mails may name a reply-to address (the visitor's).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable('site_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('portfolio_id', 'text', (col) => col.notNull().references('portfolios.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('read_at', ts)
    .execute();
  await db.schema
    .createIndex('site_messages_by_portfolio')
    .on('site_messages')
    .columns(['portfolio_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .alterTable('portfolios')
    .addColumn('contact_form', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('reply_to', 'text').execute();
}
