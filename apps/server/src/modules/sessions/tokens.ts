import crypto from 'node:crypto';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { hmac, safeEqual } from '../../lib/crypto.ts';

type AccessTokenResult = { userId: string; sessionId: string } | { error: 'expired' | 'invalid' };

// The one header this app issues: HS256 is pinned by comparing the header itself.
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

type Claims = { userId: string; sessionId: string; expiresAt: number };

/** Tokens whose signature was checked lately: a browser sends the same one on every request. */
const VERIFIED_MAX = 10_000;

/**
 * Short-lived signed access tokens (JWT, HS256) carrying the user id and the session (the refresh
 * token family) they belong to; roles, and whether the session still stands, are read fresh.
 * Signed and checked with node:crypto synchronously: the algorithm is pinned (only our own header
 * is accepted), the signature compared in constant time, and the expiry checked on every use. A
 * token whose signature was checked is remembered by its exact text, so the HMAC runs once per
 * token, not once per request.
 */
export function createAccessTokens(secret: string, ttlSeconds: number, clock: Clock = systemClock) {
  const key = crypto.createSecretKey(hmac(secret, 'access-token'), 'hex');
  const signatureOf = (signed: string) => hmac(key, signed, 'base64url');
  const verified = new Map<string, Claims>();

  function check(token: string): Claims | 'invalid' {
    const [header, payload, signature, extra] = token.split('.');
    if (header !== HEADER || !payload || !signature || extra !== undefined) return 'invalid';
    if (!safeEqual(signatureOf(`${header}.${payload}`), signature)) return 'invalid';
    let claims: { sub?: unknown; sid?: unknown; exp?: unknown };
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return 'invalid';
    }
    const { sub, sid, exp } = claims;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return 'invalid';
    return { userId: sub, sessionId: sid, expiresAt: exp * 1000 };
  }

  return {
    sign(userId: string, sessionId: string): string {
      const issuedAt = Math.floor(clock() / 1000);
      const payload = Buffer.from(
        JSON.stringify({ sub: userId, sid: sessionId, iat: issuedAt, exp: issuedAt + ttlSeconds }),
      ).toString('base64url');
      return `${HEADER}.${payload}.${signatureOf(`${HEADER}.${payload}`)}`;
    },

    verify(token: string): AccessTokenResult {
      let claims = verified.get(token);
      if (!claims) {
        const checked = check(token);
        if (checked === 'invalid') return { error: 'invalid' };
        claims = checked;
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
        verified.set(token, claims);
      }
      if (claims.expiresAt <= clock()) {
        verified.delete(token);
        return { error: 'expired' };
      }
      return { userId: claims.userId, sessionId: claims.sessionId };
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
