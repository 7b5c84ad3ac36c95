import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { thisRelease } from '../src/modules/sites/render-version.ts';

/**
 * Live portfolios of these hosting names, each with an owner of the same name, written straight
 * into the database (publishing hundreds through the API would take minutes): for tests and benches
 * that need many sites, not their pages. Ids are `u-<name>` and `p-<name>`; rendered, as far as the
 * sweep after a release knows (release-sweep.ts), by this release, résumés included.
 */
export async function insertLiveSites(db: Kysely<Database>, names: string[]): Promise<void> {
  const now = new Date().toISOString();
  for (let start = 0; start < names.length; start += 500) {
    const batch = names.slice(start, start + 500);
    await db
      .insertInto('users')
      .values(
        batch.map((name) => ({
          id: `u-${name}`,
          user_name: name,
          user_name_key: name,
          full_name: name,
          email: `${name}@example.com`,
          password_hash: '!',
          role: 'USER',
          created_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('portfolios')
      .values(
        batch.map((name) => ({
          id: `p-${name}`,
          user_id: `u-${name}`,
          hosting_name: name,
          title: name,
          content: '{}',
          cover_image: 'covers/00000000-0000-7000-8000-000000000000.webp',
          cover_width: 1200,
          cover_height: 675,
          status: 'live',
          created_at: now,
          updated_at: now,
          published_at: now,
          render_version: thisRelease().render,
          resume_version: thisRelease().resume,
        })),
      )
      .execute();
  }
}
