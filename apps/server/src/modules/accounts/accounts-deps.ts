import type { User } from '@portfolio/shared/auth';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { OtpClient } from '../sessions/otp-client.ts';
import type { OtpService } from '../sessions/otp-service.ts';
import type { SessionsService, SessionTokens } from '../sessions/sessions-service.ts';
import type { UsersRepo } from '../users/repo.ts';
import type { PasswordFailuresRepo } from './password-failures-repo.ts';

/** What the account functions work with; each takes only the part it uses. */
export type AccountsDeps = {
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
