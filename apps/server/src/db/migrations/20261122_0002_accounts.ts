import type { Kysely } from 'kysely';
import { timestampType } from '../column-types.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_name', 'text', (col) => col.notNull())
    // Lower-cased user name: "Asha" and "asha" are one name.
    .addColumn('user_name_key', 'text', (col) => col.notNull().unique())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('USER'))
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('users_created_at').on('users').column('created_at').execute();

  // One live code per e-mail and purpose: a new code replaces the old one.
  await db.schema
    .createTable('otp_codes')
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', ts, (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('consumed_at', ts)
    .addColumn('sent_at', ts, (col) => col.notNull())
    .addColumn('window_started_at', ts, (col) => col.notNull())
    .addColumn('sent_in_window', 'integer', (col) => col.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('otp_codes_pk', ['email', 'purpose'])
    .execute();

  // Refresh tokens: one row per token; a family is one sign-in and its rotations.
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('family_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', ts, (col) => col.notNull())
    .addColumn('rotated_at', ts)
    .addColumn('revoked_at', ts)
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_family_id').on('sessions').column('family_id').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('to', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();
}
