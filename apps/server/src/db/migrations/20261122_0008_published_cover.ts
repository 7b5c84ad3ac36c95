import type { Kysely } from 'kysely';

/**
 * The file name of a live site's cover as published (`cover-<hash>.webp`): named by its content,
 * so browsers and CDNs may keep it for good, and removed when a new cover replaces it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('portfolios').addColumn('published_cover', 'text').execute();
}
