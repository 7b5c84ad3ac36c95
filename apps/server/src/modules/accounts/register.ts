import { accountMessages } from '@portfolio/shared/account-texts';
import { v7 as uuidv7 } from 'uuid';
import { isUniqueViolation } from '../../db/errors.ts';
import { isoNow } from '../../lib/clock.ts';
import { ConflictError } from '../../lib/domain-errors.ts';
import type { OtpClient } from '../sessions/otp-client.ts';
import { hashPassword } from '../sessions/password.ts';
import type { AccountsDeps, SignedIn } from './accounts-deps.ts';
import { sendCode } from './send-code.ts';
import { signIn } from './sign-in.ts';

export type Registration = {
  formData: { userName: string; fullName: string; email: string; password: string };
  otp: string;
};

async function assertAvailable(
  { users }: Pick<AccountsDeps, 'users'>,
  email: string,
  userName: string,
): Promise<void> {
  if (await users.findByEmail(email)) throw new ConflictError(accountMessages.emailTaken);
  if (await users.findByUserName(userName)) throw new ConflictError(accountMessages.userNameTaken);
}

/** Mails the code that confirms a registration, once the e-mail and the user name are free. */
export async function requestRegisterCode(
  deps: AccountsDeps,
  input: { email: string; userName: string },
  client: OtpClient,
): Promise<void> {
  await assertAvailable(deps, input.email, input.userName);
  await sendCode(deps, input.email, 'register', client);
}

/** A new account from the form and its mailed code, signed in. */
export async function register(
  deps: AccountsDeps,
  input: Registration,
  client: OtpClient,
): Promise<SignedIn> {
  const { users, otp, adminEmails, clock } = deps;
  const { userName, fullName, email, password } = input.formData;
  await assertAvailable(deps, email, userName);
  await otp.verify(email, 'register', input.otp, client);
  const id = uuidv7();
  try {
    await users.insert({
      id,
      userName,
      fullName,
      email,
      passwordHash: await hashPassword(password),
      role: adminEmails.includes(email) ? 'ADMIN' : 'USER',
      createdAt: isoNow(clock),
    });
  } catch (error) {
    // Two registrations raced past the availability check; the database let one win.
    if (isUniqueViolation(error)) throw new ConflictError(accountMessages.emailTaken);
    throw error;
  }
  const row = await users.findById(id);
  if (!row) throw new Error('The new account was not found after insert.');
  return signIn(deps, row, client);
}
