import type { Role, User } from '@portfolio/shared/auth';
import type { CompiledQuery, Insertable, Kysely } from 'kysely';
import type { Database, UserRow, UsersTable } from '../../db/schema.ts';

type NewUser = {
  id: string;
  userName: string;
  fullName: string;
  email: string;
  passwordHash: string;
  role: Role;
  createdAt: string;
};

/** An account as its row: the user name is also kept lower-cased, so "Asha" and "asha" are one name. */
function toRow(u: NewUser): Insertable<UsersTable> {
  return {
    id: u.id,
    user_name: u.userName,
    user_name_key: u.userName.toLowerCase(),
    full_name: u.fullName,
    email: u.email,
    password_hash: u.passwordHash,
    role: u.role,
    created_at: u.createdAt,
  };
}

/**
 * The signed-in check runs on every request: its SQL is compiled once and only the values change.
 * Kysely numbers parameters in the order they appear, checked here so the order cannot drift.
 */
function signedInQuery(db: Kysely<Database>): CompiledQuery<UserRow> {
  const compiled = db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', ':id')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sessions')
          .select('sessions.id')
          .whereRef('sessions.user_id', '=', 'users.id')
          .where('sessions.family_id', '=', ':session')
          .where('sessions.revoked_at', 'is', null),
      ),
    )
    .compile();
  if (compiled.parameters.join() !== ':id,:session')
    throw new Error('signed-in query parameters out of order');
  return compiled;
}

export function createUsersRepo(db: Kysely<Database>) {
  const signedIn = signedInQuery(db);
  return {
    findById: (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * The account an access token names, if the sign-in it belongs to still stands (not logged
     * out, not ended by a replayed refresh token): one indexed query per signed-in request, built
     * once (see signedInQuery).
     */
    findSignedIn: async (id: string, sessionId: string): Promise<UserRow | undefined> =>
      (await db.executeQuery<UserRow>({ ...signedIn, parameters: [id, sessionId] })).rows[0],

    findByEmail: (email: string) =>
      db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),

    findByUserName: (userName: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where('user_name_key', '=', userName.toLowerCase())
        .executeTakeFirst(),

    async insert(u: NewUser): Promise<void> {
      await db.insertInto('users').values(toRow(u)).execute();
    },

    /** Inserts an account unless one with this id exists (the demo's owner, seeded on every start). */
    async insertIfMissing(u: NewUser): Promise<void> {
      await db
        .insertInto('users')
        .values(toRow(u))
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    /** Sets the role of the account with this e-mail; false when there is none. */
    async setRole(email: string, role: Role): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ role })
        .where('email', '=', email)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;

export function toApiUser(row: UserRow): User {
  return { _id: row.id, userName: row.user_name, fullName: row.full_name, email: row.email, role: row.role };
}
