import { type Kysely, sql } from 'kysely';

/**
 * Views of each page of a published site (issue 26 item 2): the home page '/' and its case-study
 * pages '/{slug}/'. `site_daily_stats` keeps the site's daily views and visitors as they were;
 * this table splits the same views by page (a day's pages add up to its views). Only pages the
 * site has are counted, so a site has as many paths as it has pages.
 *
 * Every view counted before this was a view of the home page or, since case-study pages, of one
 * of them; which is not known, so they are all the home page's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_daily_pages')
    .addColumn('portfolio_id', 'text', (col) => col.notNull().references('portfolios.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('site_daily_pages_pk', ['portfolio_id', 'day', 'path'])
    .execute();
  await sql`insert into site_daily_pages (portfolio_id, day, path, views)
    select portfolio_id, day, '/', views from site_daily_stats where views > 0`.execute(db);
}
