import type { UserRow } from '../../db/schema.ts';
import type { OtpClient } from '../sessions/otp-client.ts';
import { toApiUser } from '../users/repo.ts';
import type { AccountsDeps, SignedIn } from './accounts-deps.ts';

/** A session for this account; addresses in ADMIN_EMAILS become ADMIN on the way in. */
export async function signIn(
  { users, sessions, otp, adminEmails }: Pick<AccountsDeps, 'users' | 'sessions' | 'otp' | 'adminEmails'>,
  row: UserRow,
  client: OtpClient,
): Promise<SignedIn> {
  if (row.role !== 'ADMIN' && adminEmails.includes(row.email)) {
    await users.setRole(row.email, 'ADMIN');
    row.role = 'ADMIN';
  }
  return {
    user: toApiUser(row),
    tokens: await sessions.start(row.id),
    client: otp.vouch(client, row.email),
  };
}
