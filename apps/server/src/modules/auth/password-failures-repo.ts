import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Wrong passwords per address, counted in windows that start with the first failure. */
export function createPasswordFailuresRepo(db: Kysely<Database>) {
  return {
    /** Failures in the window that began after `since`; 0 when the window is older or absent. */
    async recent(email: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('password_failures')
        .select('failures')
        .where('email', '=', email)
        .where('window_started_at', '>', since)
        .executeTakeFirst();
      return row?.failures ?? 0;
    },

    /** Counts one failure: in the current window, or in a new one when it began before `since`. */
    async record(email: string, since: string, now: string): Promise<void> {
      await db
        .insertInto('password_failures')
        .values({ email, window_started_at: now, failures: 1 })
        .onConflict((oc) =>
          oc.column('email').doUpdateSet((eb) => ({
            failures: eb
              .case()
              .when('password_failures.window_started_at', '>', since)
              .then(eb('password_failures.failures', '+', 1))
              .else(1)
              .end(),
            window_started_at: eb
              .case()
              .when('password_failures.window_started_at', '>', since)
              .then(eb.ref('password_failures.window_started_at'))
              .else(now)
              .end(),
          })),
        )
        .execute();
    },

    async clear(email: string): Promise<void> {
      await db.deleteFrom('password_failures').where('email', '=', email).execute();
    },
  };
}

export type PasswordFailuresRepo = ReturnType<typeof createPasswordFailuresRepo>;
