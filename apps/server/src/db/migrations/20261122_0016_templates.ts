import type { Kysely } from 'kysely';

/**
 * Three templates: the one a portfolio is published in (1 Techfolio, the only one before); an
 * optional profile photo beside the cover (a WebP in storage, with its size); whether the live
 * site links its PDF résumé; the photo file the live site names (like `published_cover`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('portfolios')
    .addColumn('template_id', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('portfolios').addColumn('photo_image', 'text').execute();
  await db.schema.alterTable('portfolios').addColumn('photo_width', 'integer').execute();
  await db.schema.alterTable('portfolios').addColumn('photo_height', 'integer').execute();
  await db.schema.alterTable('portfolios').addColumn('published_photo', 'text').execute();
  await db.schema
    .alterTable('portfolios')
    .addColumn('resume_link', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();
}
