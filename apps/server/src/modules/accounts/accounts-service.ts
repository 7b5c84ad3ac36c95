import { accountMessages } from '@portfolio/shared/account-texts';
import type { User } from '@portfolio/shared/auth';
import { v7 as uuidv7 } from 'uuid';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema.ts';
import { type Clock, isoNow } from '../../lib/clock.ts';
import {
  ConflictError,
  InvalidError,
  NotFoundError,
  TooManyError,
  UpstreamError,
} from '../../lib/domain-errors.ts';
import { MailDeliveryError, type Mailer } from '../mail/mailer.ts';
import { otpMail } from '../mail/templates.ts';
import type { OtpClient } from '../sessions/otp-client.ts';
import type { OtpPurpose } from '../sessions/otp-repo.ts';
import type { OtpService } from '../sessions/otp-service.ts';
import { hashPassword, verifyPassword } from '../sessions/password.ts';
import type { SessionsService, SessionTokens } from '../sessions/sessions-service.ts';
import { toApiUser, type UsersRepo } from '../users/repo.ts';
import type { PasswordFailuresRepo } from './password-failures-repo.ts';

/** Wrong passwords an address may have in PASSWORD_WINDOW_MS before password sign-in pauses for it. */
const PASSWORD_TRIES = 10;
const PASSWORD_WINDOW_MS = 15 * 60 * 1000;

// Checked when there is no such account, so an unknown address takes as long as a wrong password.
const NOBODY = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

type Deps = {
  users: UsersRepo;
  otp: OtpService;
  passwordFailures: PasswordFailuresRepo;
  sessions: SessionsService;
  mailer: Mailer;
  adminEmails: string[];
  otpMinutes: number;
  clock: Clock;
};

/** A new session, and the browser's client signed as known for the address (otp-service.ts). */
export type SignedIn = { user: User; tokens: SessionTokens; client: OtpClient };

export function createAccountsService({
  users,
  otp,
  passwordFailures,
  sessions,
  mailer,
  adminEmails,
  otpMinutes,
  clock,
}: Deps) {
  async function assertAvailable(email: string, userName: string): Promise<void> {
    if (await users.findByEmail(email)) throw new ConflictError(accountMessages.emailTaken);
    if (await users.findByUserName(userName)) throw new ConflictError(accountMessages.userNameTaken);
  }

  async function sendCode(email: string, purpose: OtpPurpose, client: OtpClient): Promise<void> {
    const code = await otp.issue(email, purpose, client);
    try {
      await mailer.send(otpMail(email, code, purpose, otpMinutes));
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error;
      await otp.forget(email, purpose, client);
      throw new UpstreamError(accountMessages.mailFailed);
    }
  }

  /** A session for this account; addresses in ADMIN_EMAILS become ADMIN on the way in. */
  async function signIn(row: UserRow, client: OtpClient): Promise<SignedIn> {
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

  return {
    async requestRegisterCode(input: { email: string; userName: string }, client: OtpClient): Promise<void> {
      await assertAvailable(input.email, input.userName);
      await sendCode(input.email, 'register', client);
    },

    async register(
      input: {
        formData: { userName: string; fullName: string; email: string; password: string };
        otp: string;
      },
      client: OtpClient,
    ): Promise<SignedIn> {
      const { userName, fullName, email, password } = input.formData;
      await assertAvailable(email, userName);
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
      return signIn(row, client);
    },

    /** Mails the signed-in user the code that confirms deleting their account. */
    requestDeletionCode: (email: string, client: OtpClient) => sendCode(email, 'delete_account', client),

    /** Accepts the deletion code once; a wrong or used one throws the code's 400 or 429. */
    confirmDeletion: (email: string, code: string, client: OtpClient) =>
      otp.verify(email, 'delete_account', code, client),

    async requestLoginCode(email: string, client: OtpClient): Promise<void> {
      if (!(await users.findByEmail(email))) throw new NotFoundError(accountMessages.unknownEmail);
      await sendCode(email, 'login', client);
    },

    async login(email: string, code: string, client: OtpClient): Promise<SignedIn> {
      const row = await users.findByEmail(email);
      if (!row) throw new NotFoundError(accountMessages.unknownEmail, { data: accountMessages.unknownEmail });
      await otp.verify(email, 'login', code, client);
      return signIn(row, client);
    },

    /**
     * Signs in with the password chosen at registration. Tries that are not right are counted per
     * address; after PASSWORD_TRIES in a window, password sign-in pauses for that address (the
     * mailed code still works, so nobody can lock an owner out). Each try is counted before its
     * hash is computed, so tries sent at once get no more checks than tries sent one by one. An
     * unknown address gets the same answer, in the same time, as a wrong password.
     */
    async loginWithPassword(email: string, password: string, client: OtpClient): Promise<SignedIn> {
      const now = clock();
      const since = new Date(now - PASSWORD_WINDOW_MS).toISOString();
      if (!(await passwordFailures.countTry(email, since, new Date(now).toISOString(), PASSWORD_TRIES))) {
        throw new TooManyError(accountMessages.passwordPaused);
      }
      const row = await users.findByEmail(email);
      const right = await verifyPassword(password, row?.password_hash ?? NOBODY);
      if (!row || !right) throw new InvalidError(accountMessages.wrongPassword);
      await passwordFailures.clear(email);
      return signIn(row, client);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
