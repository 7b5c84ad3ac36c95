import crypto from 'node:crypto';
import { OTP_LENGTH } from '@portfolio/shared/auth';
import { type Clock, isoNow } from '../../lib/clock.ts';
import { hmac, safeEqual, sha256Hex } from '../../lib/crypto.ts';
import { InvalidError, TooManyError } from '../../lib/domain-errors.ts';
import { KNOWN_ADDRESSES_KEPT, type OtpClient, withId } from './otp-client.ts';
import type { CodeOwner, OtpPurpose, OtpRepo } from './otp-repo.ts';

const OTP_MAX_TRIES = 5;
/** Codes one client (a browser known for the address, or else a network) may ask for one address in an hour. */
const CODES_PER_HOUR = 5;
/**
 * Codes an address may receive in an hour from clients it does not know, together: bounds a mail
 * flood. A browser that signed in with the address before is not held back by it.
 */
const CODES_PER_HOUR_PER_ADDRESS = 30;
const tooManyCodes = 'Too many codes were requested for this e-mail. Please try again in an hour.';
const HOUR_MS = 60 * 60 * 1000;

type Options = { secret: string; ttlSeconds: number; resendSeconds: number; clock: Clock };
type OtpDeps = Options & { repo: OtpRepo };
type OtpCodeRow = NonNullable<Awaited<ReturnType<OtpRepo['find']>>>;

const hashOf = (secret: string, email: string, purpose: OtpPurpose, code: string) =>
  hmac(secret, `${purpose}:${email}:${code}`);
const signatureOf = (secret: string, id: string, email: string) =>
  hmac(secret, `pm_client:${id}:${email}`, 'base64url').slice(0, 22);

/**
 * Where this client's code for this address is kept and counted: under the browser's id when its
 * cookie carries our signature for the address (it signed in with it before), else its network.
 */
function keyOf(secret: string, { id, signatures, addressKey }: OtpClient, email: string): string {
  if (!id) return addressKey;
  const expected = signatureOf(secret, id, email);
  return signatures.some((signature) => safeEqual(expected, signature))
    ? `browser:${sha256Hex(id)}`
    : addressKey;
}

/** Makes a new code for this client (replacing its old one) and returns it for mailing. */
export async function issueCode(
  deps: OtpDeps,
  email: string,
  purpose: OtpPurpose,
  client: OtpClient,
): Promise<string> {
  const { repo, clock } = deps;
  const now = clock();
  const clientKey = keyOf(deps.secret, client, email);
  const known = clientKey !== client.addressKey;
  const previous = await repo.find({ email, purpose, clientKey });
  const { windowStart, sentInWindow } = previous
    ? sendingWindow(deps, previous, now)
    : { windowStart: now, sentInWindow: 1 };
  const hourAgo = new Date(now - HOUR_MS).toISOString();
  if (!known && (await repo.sentToAddressSince(email, purpose, hourAgo)) >= CODES_PER_HOUR_PER_ADDRESS) {
    throw new TooManyError(tooManyCodes);
  }
  const code = crypto
    .randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
  await repo.replace({
    email,
    purpose,
    client_key: clientKey,
    code_hash: hashOf(deps.secret, email, purpose, code),
    expires_at: new Date(now + deps.ttlSeconds * 1000).toISOString(),
    sent_at: new Date(now).toISOString(),
    window_started_at: new Date(windowStart).toISOString(),
    sent_in_window: sentInWindow,
  });
  return code;
}

/**
 * The hour of sending a new code falls in, and how many codes it will have sent: a 429 when the
 * last code was sent under `resendSeconds` ago, or the client had its CODES_PER_HOUR.
 */
function sendingWindow(
  { resendSeconds }: Pick<OtpDeps, 'resendSeconds'>,
  previous: OtpCodeRow,
  now: number,
): { windowStart: number; sentInWindow: number } {
  const waitMs = new Date(previous.sent_at).getTime() + resendSeconds * 1000 - now;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new TooManyError(`Please wait ${seconds} seconds before asking for a new code.`);
  }
  const previousWindow = new Date(previous.window_started_at).getTime();
  if (now - previousWindow < HOUR_MS) {
    if (previous.sent_in_window >= CODES_PER_HOUR) throw new TooManyError(tooManyCodes);
    return { windowStart: previousWindow, sentInWindow: previous.sent_in_window + 1 };
  }
  return { windowStart: now, sentInWindow: 1 };
}

/** The client, with an id if it had none, signed as known for this address: it has just signed in with it. */
export function vouch({ secret }: Pick<OtpDeps, 'secret'>, client: OtpClient, email: string): OtpClient {
  const { id, signatures } = withId(client);
  const signature = signatureOf(secret, id, email);
  const others = signatures.filter((s) => s !== signature);
  return { ...client, id, signatures: [signature, ...others].slice(0, KNOWN_ADDRESSES_KEPT) };
}

/**
 * Accepts the code once, or throws a 400/429 whose message is the short text and whose data is
 * the sentence the login dialog shows.
 */
export async function verifyCode(
  deps: OtpDeps,
  email: string,
  purpose: OtpPurpose,
  code: string,
  client: OtpClient,
): Promise<void> {
  const { repo, clock } = deps;
  const { owner, row } = await findCode(deps, email, purpose, client);
  if (!row || row.consumed_at) {
    throw new InvalidError('Invalid OTP', {
      data: 'There is no active code for this e-mail. Ask for a new code.',
    });
  }
  if (new Date(row.expires_at).getTime() <= clock()) {
    throw new InvalidError('OTP expired', { data: 'This code has expired. Ask for a new code.' });
  }
  if (!(await repo.countTry(owner, OTP_MAX_TRIES))) {
    throw new TooManyError('Too many wrong tries', {
      data: 'Too many wrong tries for this code. Ask for a new code.',
    });
  }
  if (!safeEqual(row.code_hash, hashOf(deps.secret, email, purpose, code))) {
    const left = OTP_MAX_TRIES - row.attempts - 1;
    throw new InvalidError('Invalid OTP', {
      data:
        left > 0
          ? `The code is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.`
          : 'The code is incorrect. No tries left: ask for a new code.',
    });
  }
  if (!(await repo.consume(owner, isoNow(clock)))) {
    throw new InvalidError('Invalid OTP', { data: 'This code was already used. Ask for a new code.' });
  }
}

/** This client's code for the address, where it is kept. */
async function findCode(
  { repo, secret }: Pick<OtpDeps, 'repo' | 'secret'>,
  email: string,
  purpose: OtpPurpose,
  client: OtpClient,
): Promise<{ owner: CodeOwner; row: OtpCodeRow | undefined }> {
  let owner: CodeOwner = { email, purpose, clientKey: keyOf(secret, client, email) };
  let row = await repo.find(owner);
  if (!row && owner.clientKey !== client.addressKey) {
    // Asked for before this browser signed in with the address: kept under its network.
    owner = { email, purpose, clientKey: client.addressKey };
    row = await repo.find(owner);
  }
  return { owner, row };
}

/**
 * One-time codes: 6 digits, stored as keyed hashes, time-limited, single use, 5 tries, and kept
 * per client (see otp-client.ts), so nobody but the client that asked can use up or replace one.
 * A browser becomes a client of its own for an address by signing in with it (`vouch`); until then
 * it counts as its network, so made-up ids cannot multiply an attacker's share of the codes
 * (docs/decisions/039).
 */
export function createOtpService(repo: OtpRepo, options: Options) {
  const deps: OtpDeps = { ...options, repo };
  return {
    issue: (email: string, purpose: OtpPurpose, client: OtpClient) => issueCode(deps, email, purpose, client),
    /** Lets a code that could not be mailed be asked for again at once. */
    forget: (email: string, purpose: OtpPurpose, client: OtpClient) =>
      repo.remove({ email, purpose, clientKey: keyOf(options.secret, client, email) }),
    vouch: (client: OtpClient, email: string) => vouch(deps, client, email),
    verify: (email: string, purpose: OtpPurpose, code: string, client: OtpClient) =>
      verifyCode(deps, email, purpose, code, client),
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
