import { type Kysely, sql } from 'kysely';
import { isSqlite, timestampType } from '../column-types.ts';

/**
 * A version holds everything the site is built from (docs/decisions/044): besides its content and
 * cover, the template and the profile photo (with its size), and, for a restore, when the version
 * it brought back was saved (the summary no longer words that date).
 *
 * - `template_id`: null when the template of that save is not known (restoring keeps the current one).
 * - `photo_known`: false when the photo of that save is not known (restoring keeps the current one);
 *   true with a null `photo_image` is a save without a photo.
 *
 * Existing versions learn what their history tells for certain and nothing more. Every template or
 * photo change was a save whose summary starts with it ('Template: Monograph', 'Photo changed',
 * 'Photo removed'), and the newest version is the portfolio as it is now, so:
 * - a version's template is the one the last switch at or before it names; with no switch at or
 *   before it, the portfolio's template if the kept history holds no switch at all, else unknown;
 * - a version with no photo change after it has the portfolio's photo; one whose last photo change
 *   was a removal had none; any other photo is unknown (its file was removed when it was replaced).
 *
 * Template names are written out as they were when this ran: migrations are frozen in time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('portfolio_versions').addColumn('template_id', 'integer').execute();
  await db.schema.alterTable('portfolio_versions').addColumn('photo_image', 'text').execute();
  await db.schema.alterTable('portfolio_versions').addColumn('photo_width', 'integer').execute();
  await db.schema.alterTable('portfolio_versions').addColumn('photo_height', 'integer').execute();
  await db.schema
    .alterTable('portfolio_versions')
    .addColumn('photo_known', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('portfolio_versions').addColumn('restored_from', timestampType(db)).execute();

  // `w` is another version of the same portfolio, saved at or before (`atOrBefore`) or after the
  // version being updated.
  const samePortfolio = sql`w.portfolio_id = portfolio_versions.portfolio_id`;
  const atOrBefore = sql`(w.created_at < portfolio_versions.created_at or (w.created_at = portfolio_versions.created_at and w.id <= portfolio_versions.id))`;
  const after = sql`(w.created_at > portfolio_versions.created_at or (w.created_at = portfolio_versions.created_at and w.id > portfolio_versions.id))`;
  const templateSwitch = sql`w.summary like 'Template: %'`;
  const photoChange = sql`(w.summary like 'Photo changed%' or w.summary like 'Photo removed%' or w.summary like 'Template: %; Photo changed%' or w.summary like 'Template: %; Photo removed%')`;
  const photoRemoval = sql`(w.summary like 'Photo removed%' or w.summary like 'Template: %; Photo removed%')`;
  const current = (column: string) =>
    sql`(select p.${sql.ref(column)} from portfolios p where p.id = portfolio_versions.portfolio_id)`;
  const yes = isSqlite(db) ? sql`1` : sql`true`;

  await sql`update portfolio_versions set template_id = coalesce(
      (select case
          when w.summary like 'Template: Techfolio%' then 1
          when w.summary like 'Template: Monograph%' then 2
          when w.summary like 'Template: Studio%' then 3
        end
        from portfolio_versions w
        where ${samePortfolio} and ${templateSwitch} and ${atOrBefore}
        order by w.created_at desc, w.id desc limit 1),
      case when not exists (select 1 from portfolio_versions w where ${samePortfolio} and ${templateSwitch})
        then ${current('template_id')} end
    )`.execute(db);

  await sql`update portfolio_versions set photo_known = ${yes},
      photo_image = ${current('photo_image')},
      photo_width = ${current('photo_width')},
      photo_height = ${current('photo_height')}
    where not exists (select 1 from portfolio_versions w where ${samePortfolio} and ${photoChange} and ${after})`.execute(
    db,
  );
  await sql`update portfolio_versions set photo_known = ${yes}, photo_image = null, photo_width = null, photo_height = null
    where (select case when ${photoRemoval} then 1 else 0 end
      from portfolio_versions w
      where ${samePortfolio} and ${photoChange} and ${atOrBefore}
      order by w.created_at desc, w.id desc limit 1) = 1`.execute(db);

  // 'Restored the version of 2026-11-22 20:48 UTC (Title changed)': the date moves to its column,
  // the summary keeps what changed.
  const restoredAt = isSqlite(db)
    ? sql`substr(summary, 25, 10) || 'T' || substr(summary, 36, 5) || ':00.000Z'`
    : sql`cast(substr(summary, 25, 16) || ':00+00' as timestamptz)`;
  await sql`update portfolio_versions
    set restored_from = ${restoredAt}, summary = substr(summary, 47, length(summary) - 47)
    where summary like 'Restored the version of ____-__-__ __:__ UTC (%)'`.execute(db);
}
