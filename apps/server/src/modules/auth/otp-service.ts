import crypto from 'node:crypto';
import { OTP_LENGTH } from '@portfolio/shared/auth';
import { AppError } from '../../http/errors.ts';
import { type Clock, isoNow } from '../../lib/clock.ts';
import { hmac, safeEqual } from '../../lib/crypto.ts';
import type { OtpClient } from './otp-client.ts';
import type { CodeOwner, OtpPurpose, OtpRepo } from './otp-repo.ts';

const OTP_MAX_TRIES = 5;
/** Codes one client may ask for one address in an hour. */
const CODES_PER_HOUR = 5;
/** Codes an address may receive in an hour from all clients together: bounds a mail flood. */
const CODES_PER_HOUR_PER_ADDRESS = 30;
const tooManyCodes = 'Too many codes were requested for this e-mail. Please try again in an hour.';
const HOUR_MS = 60 * 60 * 1000;

type Options = { secret: string; ttlSeconds: number; resendSeconds: number; clock: Clock };

/**
 * One-time codes: 6 digits, stored as keyed hashes, time-limited, single use, 5 tries, and kept
 * per client (see otp-client.ts), so nobody but the client that asked can use up or replace one.
 */
export function createOtpService(repo: OtpRepo, options: Options) {
  const { clock } = options;
  const hashOf = (email: string, purpose: OtpPurpose, code: string) =>
    hmac(options.secret, `${purpose}:${email}:${code}`);

  return {
    /** Makes a new code for this client (replacing its old one) and returns it for mailing. */
    async issue(email: string, purpose: OtpPurpose, client: OtpClient): Promise<string> {
      const now = clock();
      // A browser's first code was filed under its address (it had no pm_client id yet): its
      // next request, now with the id, still waits out that code's resend time.
      const previous =
        (await repo.find({ email, purpose, clientKey: client.key })) ??
        (client.addressKey !== client.key
          ? await repo.find({ email, purpose, clientKey: client.addressKey })
          : undefined);
      let windowStart = now;
      let sentInWindow = 1;
      if (previous) {
        const waitMs = new Date(previous.sent_at).getTime() + options.resendSeconds * 1000 - now;
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw new AppError(429, `Please wait ${seconds} seconds before asking for a new code.`);
        }
        const previousWindow = new Date(previous.window_started_at).getTime();
        if (now - previousWindow < HOUR_MS) {
          if (previous.sent_in_window >= CODES_PER_HOUR) throw new AppError(429, tooManyCodes);
          windowStart = previousWindow;
          sentInWindow = previous.sent_in_window + 1;
        }
      }
      const hourAgo = new Date(now - HOUR_MS).toISOString();
      if ((await repo.sentToAddressSince(email, purpose, hourAgo)) >= CODES_PER_HOUR_PER_ADDRESS) {
        throw new AppError(429, tooManyCodes);
      }
      const code = crypto
        .randomInt(0, 10 ** OTP_LENGTH)
        .toString()
        .padStart(OTP_LENGTH, '0');
      await repo.replace({
        email,
        purpose,
        client_key: client.key,
        code_hash: hashOf(email, purpose, code),
        expires_at: new Date(now + options.ttlSeconds * 1000).toISOString(),
        sent_at: new Date(now).toISOString(),
        window_started_at: new Date(windowStart).toISOString(),
        sent_in_window: sentInWindow,
      });
      return code;
    },

    /** Lets a code that could not be mailed be asked for again at once. */
    forget: (email: string, purpose: OtpPurpose, client: OtpClient) =>
      repo.remove({ email, purpose, clientKey: client.key }),

    /**
     * Accepts the code once, or throws a 400/429 whose message is the short text and whose data is
     * the sentence the login dialog shows.
     */
    async verify(email: string, purpose: OtpPurpose, code: string, client: OtpClient): Promise<void> {
      let owner: CodeOwner = { email, purpose, clientKey: client.key };
      let row = await repo.find(owner);
      if (!row && client.addressKey !== client.key) {
        // Asked for before this browser had its pm_client cookie: kept under its address.
        owner = { email, purpose, clientKey: client.addressKey };
        row = await repo.find(owner);
      }
      if (!row || row.consumed_at) {
        throw new AppError(
          400,
          'Invalid OTP',
          'There is no active code for this e-mail. Ask for a new code.',
        );
      }
      if (new Date(row.expires_at).getTime() <= clock()) {
        throw new AppError(400, 'OTP expired', 'This code has expired. Ask for a new code.');
      }
      if (!(await repo.countTry(owner, OTP_MAX_TRIES))) {
        throw new AppError(
          429,
          'Too many wrong tries',
          'Too many wrong tries for this code. Ask for a new code.',
        );
      }
      if (!safeEqual(row.code_hash, hashOf(email, purpose, code))) {
        const left = OTP_MAX_TRIES - row.attempts - 1;
        throw new AppError(
          400,
          'Invalid OTP',
          left > 0
            ? `The code is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.`
            : 'The code is incorrect. No tries left: ask for a new code.',
        );
      }
      if (!(await repo.consume(owner, isoNow(clock)))) {
        throw new AppError(400, 'Invalid OTP', 'This code was already used. Ask for a new code.');
      }
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
