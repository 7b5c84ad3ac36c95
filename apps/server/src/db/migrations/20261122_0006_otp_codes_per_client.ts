import type { Kysely } from 'kysely';
import { timestampType } from '../column-types.ts';

/**
 * A code now belongs to the e-mail, the purpose and the client that asked for it, so another
 * client's requests and wrong tries cannot replace or use up the owner's code. Codes live ten
 * minutes, so the table is rebuilt rather than altered (SQLite cannot change a primary key):
 * codes pending during the upgrade are asked for again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema.dropTable('otp_codes').execute();
  await db.schema
    .createTable('otp_codes')
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('client_key', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', ts, (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('consumed_at', ts)
    .addColumn('sent_at', ts, (col) => col.notNull())
    .addColumn('window_started_at', ts, (col) => col.notNull())
    .addColumn('sent_in_window', 'integer', (col) => col.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('otp_codes_pk', ['email', 'purpose', 'client_key'])
    .execute();
}
