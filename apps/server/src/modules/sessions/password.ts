import crypto from 'node:crypto';
import os from 'node:os';
import { promisify } from 'node:util';
import { safeEqual } from '../../lib/crypto.ts';
import { createWorkQueue } from '../../work/work-queue.ts';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

/**
 * A hash takes about 100 ms of a core and 32 MB, on libuv's thread pool, which also reads every file
 * the app serves. Hashes take turns, one per two cores with 16 waiting (more than the 10 tries one
 * address may make at once), so a burst of sign-ins cannot hold every pool thread while site views
 * wait for their files. Per-address and per-client limits are the sign-in routes' (decision 39).
 * One queue per process, like the thread pool it protects.
 */
const hashing = createWorkQueue({
  concurrency: Math.max(1, Math.floor(os.availableParallelism() / 2)),
  maxWaiting: 16,
  busyMessage: 'Many people are signing in just now. Please try again in a few seconds.',
  retryAfterSeconds: 2,
});
const hashInTurn = <T>(work: () => Promise<T>) => hashing.run('everyone', work);

/** scrypt with a random salt, stored as `scrypt$N$r$p$salt$hash` so the cost can rise later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await hashInTurn(() => scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS));
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** Whether `password` is the one `stored` was made from; false for a hash that is not scrypt ('!'). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const keyLength = Buffer.from(hash, 'base64url').length;
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem };
  const key = await hashInTurn(() =>
    scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), keyLength, options),
  );
  return safeEqual(hash, key.toString('base64url'));
}
