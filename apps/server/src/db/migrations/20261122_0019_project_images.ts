import type { Kysely } from 'kysely';
import { timestampType } from '../column-types.ts';

/**
 * Images uploaded for projects and section items (issue 26 item 1). An image is named by its
 * content (`id`: 32 hex digits of its SHA-256), stored once in every size under `images/<id>/`;
 * each account that uploaded it has a row, so one account's quota counts it and deleting one
 * account's image leaves another's. `attached_at` is set once a save places it: an image never
 * placed is swept after a week, one no longer placed anywhere is removed at the next save.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable('images')
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('attached_at', ts)
    .addPrimaryKeyConstraint('images_pk', ['user_id', 'id'])
    .execute();
  await db.schema.createIndex('images_by_id').on('images').column('id').execute();
}
