import type { Kysely } from 'kysely';

/**
 * A release's changes to the PDF résumé reach the stored résumés (release-sweep.ts): each portfolio
 * records the résumé version of the release that drew its stored résumé. Null before this migration,
 * as nobody knows which drawing made them: every live site's résumé is drawn once more after it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('portfolios').addColumn('resume_version', 'text').execute();
}
