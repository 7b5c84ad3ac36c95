import type { Kysely } from 'kysely';
import { timestampType } from '../column-types.ts';

/**
 * A release's template changes reach the live sites (release-sweep.ts): each portfolio records the
 * render version its site was last rendered by (null: before this migration, so every live site is
 * re-rendered once), and each release its first start and how far its sweep of the sites has got.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema.alterTable('portfolios').addColumn('render_version', 'text').execute();
  await db.schema
    .createTable('site_releases')
    .addColumn('version', 'text', (col) => col.primaryKey())
    .addColumn('first_started_at', ts, (col) => col.notNull())
    /** The last portfolio id the sweep has taken; null before it starts. */
    .addColumn('swept_to', 'text')
    .addColumn('swept_at', ts)
    /** When the pass after one that took sites may start (release-sweep.ts). */
    .addColumn('next_pass_at', ts)
    .execute();
}
