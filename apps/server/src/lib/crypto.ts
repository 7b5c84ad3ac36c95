import crypto from 'node:crypto';

/**
 * HMAC-SHA256, as hex (code hashes, refresh token successors, payment and webhook signatures) or
 * base64url (access tokens).
 */
export function hmac(
  key: string | crypto.KeyObject,
  value: string | Buffer,
  encoding: 'hex' | 'base64url' = 'hex',
): string {
  return crypto.createHmac('sha256', key).update(value).digest(encoding);
}

/** SHA-256 as hex: what is stored of a refresh token or a browser's id, never the value itself. */
export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** 32 random bytes, URL-safe: refresh tokens. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Compares a secret value with what a client sent, in constant time; false for anything but text. */
export function safeEqual(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
