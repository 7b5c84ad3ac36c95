import { accountMessages } from '@portfolio/shared/account-texts';
import { InvalidError, NotFoundError, TooManyError } from '../../lib/domain-errors.ts';
import type { OtpClient } from '../sessions/otp-client.ts';
import { verifyPassword } from '../sessions/password.ts';
import type { AccountsDeps, SignedIn } from './accounts-deps.ts';
import { sendCode } from './send-code.ts';
import { signIn } from './sign-in.ts';

/** Wrong passwords an address may have in PASSWORD_WINDOW_MS before password sign-in pauses for it. */
const PASSWORD_TRIES = 10;
const PASSWORD_WINDOW_MS = 15 * 60 * 1000;

// Checked when there is no such account, so an unknown address takes as long as a wrong password.
const NOBODY = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** Mails the sign-in code to an address that has an account. */
export async function requestLoginCode(deps: AccountsDeps, email: string, client: OtpClient): Promise<void> {
  if (!(await deps.users.findByEmail(email))) throw new NotFoundError(accountMessages.unknownEmail);
  await sendCode(deps, email, 'login', client);
}

/** Signs in with the mailed code. */
export async function login(
  deps: AccountsDeps,
  email: string,
  code: string,
  client: OtpClient,
): Promise<SignedIn> {
  const row = await deps.users.findByEmail(email);
  if (!row) throw new NotFoundError(accountMessages.unknownEmail, { data: accountMessages.unknownEmail });
  await deps.otp.verify(email, 'login', code, client);
  return signIn(deps, row, client);
}

/**
 * Signs in with the password chosen at registration. Tries that are not right are counted per
 * address; after PASSWORD_TRIES in a window, password sign-in pauses for that address (the
 * mailed code still works, so nobody can lock an owner out). Each try is counted before its
 * hash is computed, so tries sent at once get no more checks than tries sent one by one. An
 * unknown address gets the same answer, in the same time, as a wrong password.
 */
export async function loginWithPassword(
  deps: AccountsDeps,
  email: string,
  password: string,
  client: OtpClient,
): Promise<SignedIn> {
  const { users, passwordFailures, clock } = deps;
  const now = clock();
  const since = new Date(now - PASSWORD_WINDOW_MS).toISOString();
  if (!(await passwordFailures.countTry(email, since, new Date(now).toISOString(), PASSWORD_TRIES))) {
    throw new TooManyError(accountMessages.passwordPaused);
  }
  const row = await users.findByEmail(email);
  const right = await verifyPassword(password, row?.password_hash ?? NOBODY);
  if (!row || !right) throw new InvalidError(accountMessages.wrongPassword);
  await passwordFailures.clear(email);
  return signIn(deps, row, client);
}
