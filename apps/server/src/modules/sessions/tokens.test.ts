import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './tokens.ts';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  const tokens = createAccessTokens('a-secret-of-at-least-thirty-two-characters', 60);

  it('gives back who signed in and the session', () => {
    expect(tokens.verify(tokens.sign('user-1', 'family-1'))).toEqual({
      userId: 'user-1',
      sessionId: 'family-1',
    });
  });

  it('refuses another algorithm, an unsigned token, a changed payload and another key', () => {
    const good = tokens.sign('user-1', 'family-1');
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const forgedPayload = b64({ sub: 'admin', sid: 'family-1', exp: Math.floor(Date.now() / 1000) + 60 });
    expect(tokens.verify(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`)).toEqual({ error: 'invalid' });
    expect(tokens.verify(`${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`)).toEqual({
      error: 'invalid',
    });
    expect(tokens.verify(`${header}.${forgedPayload}.${signature}`)).toEqual({ error: 'invalid' });
    expect(tokens.verify(`${header}.${payload}.${signature.slice(0, -2)}`)).toEqual({ error: 'invalid' });
    expect(tokens.verify(`${good}.extra`)).toEqual({ error: 'invalid' });
    expect(tokens.verify('not a token')).toEqual({ error: 'invalid' });
    const other = createAccessTokens('another-secret-of-at-least-thirty-two-chars', 60);
    expect(tokens.verify(other.sign('user-1', 'family-1'))).toEqual({ error: 'invalid' });
  });

  it('says when a genuine token has expired', () => {
    const key = crypto
      .createHmac('sha256', 'a-secret-of-at-least-thirty-two-characters')
      .update('access-token')
      .digest();
    const header = b64({ alg: 'HS256', typ: 'JWT' });
    const payload = b64({ sub: 'user-1', sid: 'family-1', iat: 1, exp: Math.floor(Date.now() / 1000) - 1 });
    const signature = crypto.createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
    expect(tokens.verify(`${header}.${payload}.${signature}`)).toEqual({ error: 'expired' });
  });

  it('dates a token by the clock it is given, signing and checking alike', () => {
    // A clock an hour ahead of the machine's: the token lives its 60 s on that clock.
    let now = Date.now() + 60 * 60 * 1000;
    const ahead = createAccessTokens('a-secret-of-at-least-thirty-two-characters', 60, () => now);
    const token = ahead.sign('user-1', 'family-1');
    expect(ahead.verify(token)).toEqual({ userId: 'user-1', sessionId: 'family-1' });
    now += 59_000;
    expect(ahead.verify(token)).toEqual({ userId: 'user-1', sessionId: 'family-1' });
    now += 2000;
    expect(ahead.verify(token)).toEqual({ error: 'expired' });
  });
});
