import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Password tries per address that were not right, counted in windows that start with the first. */
export function createPasswordFailuresRepo(db: Kysely<Database>) {
  return {
    /**
     * Counts one try before the password is checked, in the current window or in a new one when it
     * began before `since`; false, counting nothing, when the window already holds `max` tries.
     * One statement, so tries sent at once cannot all pass a check made before any was counted.
     */
    async countTry(email: string, since: string, now: string, max: number): Promise<boolean> {
      // The stored window is still open: the try counts in it.
      const fresh = sql<boolean>`password_failures.window_started_at > ${since}`;
      const counted = await db
        .insertInto('password_failures')
        .values({ email, window_started_at: now, failures: 1 })
        .onConflict((oc) =>
          oc
            .column('email')
            .doUpdateSet((eb) => ({
              failures: eb
                .case()
                .when(fresh)
                .then(eb('password_failures.failures', '+', 1))
                .else(1)
                .end(),
              window_started_at: eb
                .case()
                .when(fresh)
                .then(eb.ref('password_failures.window_started_at'))
                .else(now)
                .end(),
            }))
            .where((eb) => eb.or([eb.not(fresh), eb('password_failures.failures', '<', max)])),
        )
        .returning('failures')
        .executeTakeFirst();
      return counted !== undefined;
    },

    async clear(email: string): Promise<void> {
      await db.deleteFrom('password_failures').where('email', '=', email).execute();
    },
  };
}

export type PasswordFailuresRepo = ReturnType<typeof createPasswordFailuresRepo>;
