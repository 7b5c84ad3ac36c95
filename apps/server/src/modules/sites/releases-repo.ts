import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Release } from './render-version.ts';

/** The releases that have run, and the sweep of live sites each newest one makes (release-sweep.ts). */
export function createReleasesRepo(db: Kysely<Database>) {
  return {
    /** Records a release's first start; later starts of it (restarts, more servers) change nothing. */
    async register(version: string, at: string): Promise<void> {
      await db
        .insertInto('site_releases')
        .values({ version, first_started_at: at })
        .onConflict((oc) => oc.column('version').doNothing())
        .execute();
    },

    /**
     * Makes `version` the newest release, as if it had just started for the first time, and starts its
     * sweep again from the first site (`npm run admin -- rerender-sites`: after a rollback, or to be sure).
     */
    async restart(version: string, at: string): Promise<void> {
      await db
        .insertInto('site_releases')
        .values({ version, first_started_at: at })
        .onConflict((oc) =>
          oc
            .column('version')
            .doUpdateSet({ first_started_at: at, swept_to: null, swept_at: null, next_pass_at: null }),
        )
        .execute();
    },

    /** The release that started first most recently: during a rolling deploy, the one being rolled out. */
    async newest(): Promise<string | undefined> {
      const row = await db
        .selectFrom('site_releases')
        .select('version')
        .orderBy('first_started_at', 'desc')
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.version;
    },

    /**
     * Takes the next `limit` live sites another release rendered (or whose PDF résumé another release
     * drew), after those this pass has taken, for this server alone: two servers asking at once never
     * get the same ones. Answers none at the end of a pass, and then: when the pass took none, the
     * sweep is done (at `at`); when it took some, another pass may start at `nextPassAt`, for the
     * sites whose publish or résumé failed and those an earlier release's server published meanwhile
     * (a rolling deploy). It answers none until then too.
     */
    async takeStale(release: Release, limit: number, { at, nextPassAt }: { at: string; nextPassAt: string }) {
      for (;;) {
        const sweep = await db
          .selectFrom('site_releases')
          .select(['swept_to', 'swept_at', 'next_pass_at'])
          .where('version', '=', release.id)
          .executeTakeFirst();
        if (!sweep || sweep.swept_at !== null) return [];
        const cursor = sweep.swept_to;
        const resting = sweep.next_pass_at !== null && new Date(sweep.next_pass_at) > new Date(at);
        if (cursor === null && resting) return [];
        const ids = (
          await db
            .selectFrom('portfolios')
            .select('id')
            .where('status', '=', 'live')
            .where('id', '>', cursor ?? '')
            .where((eb) =>
              eb.or([
                eb('render_version', 'is', null),
                eb('render_version', '<>', release.render),
                eb('resume_version', 'is', null),
                eb('resume_version', '<>', release.resume),
              ]),
            )
            .orderBy('id')
            .limit(limit)
            .execute()
        ).map(({ id }) => id);
        const last = ids.at(-1);
        // Sites to take: move the cursor past them. None left: a pass that took none ends the sweep;
        // one that took some is followed by another, later.
        const move =
          last !== undefined
            ? { swept_to: last }
            : cursor === null
              ? { swept_at: at }
              : { swept_to: null, next_pass_at: nextPassAt };
        const taken = await db
          .updateTable('site_releases')
          .set(move)
          .where('version', '=', release.id)
          .where('swept_to', cursor === null ? 'is' : '=', cursor)
          .where('swept_at', 'is', null)
          .executeTakeFirst();
        // Another server moved the cursor in between: ask again from where it is now.
        if (taken.numUpdatedRows > 0n) return ids;
      }
    },
  };
}

export type ReleasesRepo = ReturnType<typeof createReleasesRepo>;
