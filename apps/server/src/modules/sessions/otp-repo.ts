import type { Insertable, Kysely } from 'kysely';
import type { Database, OtpCodeRow, OtpCodesTable } from '../../db/schema.ts';

/** register and login: signing in; delete_account: confirming that an account should go. */
export type OtpPurpose = 'register' | 'login' | 'delete_account';

/** One code: for this e-mail and purpose, asked for by this client. */
export type CodeOwner = { email: string; purpose: OtpPurpose; clientKey: string };

export function createOtpRepo(db: Kysely<Database>) {
  const row = ({ email, purpose, clientKey }: CodeOwner) =>
    db
      .selectFrom('otp_codes')
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .where('client_key', '=', clientKey);

  const update = ({ email, purpose, clientKey }: CodeOwner) =>
    db
      .updateTable('otp_codes')
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .where('client_key', '=', clientKey);

  return {
    find: (owner: CodeOwner): Promise<OtpCodeRow | undefined> => row(owner).selectAll().executeTakeFirst(),

    /** Codes mailed to this address in the window that started at `since`, by every client. */
    async sentToAddressSince(email: string, purpose: OtpPurpose, since: string): Promise<number> {
      const result = await db
        .selectFrom('otp_codes')
        .select((eb) => eb.fn.sum<number | string | null>('sent_in_window').as('sent'))
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .where('window_started_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(result.sent ?? 0);
    },

    /** Stores a new code for this owner, replacing (and so invalidating) their older one. */
    async replace(code: Omit<Insertable<OtpCodesTable>, 'attempts' | 'consumed_at'>): Promise<void> {
      await db
        .insertInto('otp_codes')
        .values({ ...code, attempts: 0, consumed_at: null })
        .onConflict((oc) =>
          oc.columns(['email', 'purpose', 'client_key']).doUpdateSet({
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

    async remove({ email, purpose, clientKey }: CodeOwner): Promise<void> {
      await db
        .deleteFrom('otp_codes')
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .where('client_key', '=', clientKey)
        .execute();
    },

    /** Counts one try, unless the limit is reached already; false then. Atomic under concurrency. */
    async countTry(owner: CodeOwner, maxTries: number): Promise<boolean> {
      const result = await update(owner)
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('attempts', '<', maxTries)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Marks the code used; false when another request used it first. */
    async consume(owner: CodeOwner, now: string): Promise<boolean> {
      const result = await update(owner)
        .set({ consumed_at: now })
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type OtpRepo = ReturnType<typeof createOtpRepo>;
