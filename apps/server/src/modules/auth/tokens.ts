import crypto from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type AccessTokenResult = { userId: string; sessionId: string } | { error: 'expired' | 'invalid' };

/**
 * Short-lived signed access tokens (HS256 JWT) carrying the user id and the session (the refresh
 * token family) they belong to; roles, and whether the session still stands, are read fresh.
 */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = crypto.createHmac('sha256', secret).update('access-token').digest();
  return {
    sign: (userId: string, sessionId: string) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),

    async verify(token: string): Promise<AccessTokenResult> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const { sub, sid } = payload;
        return sub && typeof sid === 'string' ? { userId: sub, sessionId: sid } : { error: 'invalid' };
      } catch (error) {
        return { error: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** Refresh tokens and codes are random; only their hashes are stored. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** A keyed hash, so a leaked table of six-digit code hashes cannot be reversed by trying all codes. */
export function hmac(secret: string, value: string): string {
  return crypto.createHmac('sha256', secret).update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
