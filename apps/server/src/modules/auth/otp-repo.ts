import type { Insertable, Kysely } from 'kysely';
import type { Database, OtpCodeRow, OtpCodesTable } from '../../db/schema.ts';

export type OtpPurpose = 'register' | 'login';

export function createOtpRepo(db: Kysely<Database>) {
  const row = (email: string, purpose: OtpPurpose) =>
    db.selectFrom('otp_codes').where('email', '=', email).where('purpose', '=', purpose);

  return {
    find: (email: string, purpose: OtpPurpose): Promise<OtpCodeRow | undefined> =>
      row(email, purpose).selectAll().executeTakeFirst(),

    /** Stores a new code for this e-mail and purpose, replacing (and so invalidating) any older one. */
    async replace(code: Omit<Insertable<OtpCodesTable>, 'attempts' | 'consumed_at'>): Promise<void> {
      await db
        .insertInto('otp_codes')
        .values({ ...code, attempts: 0, consumed_at: null })
        .onConflict((oc) =>
          oc.columns(['email', 'purpose']).doUpdateSet({
            code_hash: code.code_hash,
            expires_at: code.expires_at,
            attempts: 0,
            consumed_at: null,
            sent_at: code.sent_at,
            window_started_at: code.window_started_at,
            sent_in_window: code.sent_in_window,
          }),
        )
        .execute();
    },

    async remove(email: string, purpose: OtpPurpose): Promise<void> {
      await db.deleteFrom('otp_codes').where('email', '=', email).where('purpose', '=', purpose).execute();
    },

    /** Counts one try, unless the limit is reached already; false then. Atomic under concurrency. */
    async countTry(email: string, purpose: OtpPurpose, maxTries: number): Promise<boolean> {
      const result = await db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .where('attempts', '<', maxTries)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Marks the code used; false when another request used it first. */
    async consume(email: string, purpose: OtpPurpose, now: string): Promise<boolean> {
      const result = await db
        .updateTable('otp_codes')
        .set({ consumed_at: now })
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type OtpRepo = ReturnType<typeof createOtpRepo>;
