import type { Kysely } from 'kysely';
import { timestampType } from '../column-types.ts';

/** Wrong passwords per address in the current window: password sign-in pauses after too many. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('password_failures')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('window_started_at', timestampType(db), (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .execute();
}
