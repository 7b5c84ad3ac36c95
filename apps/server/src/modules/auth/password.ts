import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { safeEqual } from '../../lib/crypto.ts';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

/** scrypt with a random salt, stored as `scrypt$N$r$p$salt$hash` so the cost can rise later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** Whether `password` is the one `stored` was made from; false for a hash that is not scrypt ('!'). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const keyLength = Buffer.from(hash, 'base64url').length;
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), keyLength, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return safeEqual(hash, key.toString('base64url'));
}
