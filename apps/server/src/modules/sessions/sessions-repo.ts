import type { Insertable, Kysely } from 'kysely';
import type { Database, SessionsTable } from '../../db/schema.ts';

export function createSessionsRepo(db: Kysely<Database>) {
  return {
    /** Stores a refresh token; a second insert of the same token (a renewal's twin) changes nothing. */
    async insert(s: Omit<Insertable<SessionsTable>, 'rotated_at' | 'revoked_at'>): Promise<void> {
      await db
        .insertInto('sessions')
        .values({ ...s, rotated_at: null, revoked_at: null })
        .onConflict((oc) => oc.column('token_hash').doNothing())
        .execute();
    },

    /** Whether a sign-in (a token family) still stands: neither logged out nor ended by a replay. */
    async isLive(familyId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('sessions')
        .select('id')
        .where('family_id', '=', familyId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    findByTokenHash: (tokenHash: string) =>
      db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

    /** Marks the token as rotated; false when it already was (a second use of the same token). */
    async markRotated(id: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ rotated_at: now })
        .where('id', '=', id)
        .where('rotated_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The sign-ins (session families) of an account. */
    async familiesOf(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('sessions')
        .select('family_id')
        .distinct()
        .where('user_id', '=', userId)
        .execute();
      return rows.map((r) => r.family_id);
    },

    async revokeFamily(familyId: string, now: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
