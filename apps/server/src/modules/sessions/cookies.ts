import { ACCESS_LIVE_COOKIE, SIGNED_IN_COOKIE } from '@portfolio/shared/auth';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import type { SessionTokens } from './sessions-service.ts';

export const ACCESS_COOKIE = 'pm_access';
export const REFRESH_COOKIE = 'pm_refresh';

// Host-only (no Domain), so published sites on sub-domains never receive them; only /api needs them.
function baseOptions(config: Config) {
  return { path: '/api', httpOnly: true, sameSite: 'lax', secure: config.env === 'production' } as const;
}

// The page's hints that a sign-in exists and that its access token still lives (SIGNED_IN_COOKIE,
// ACCESS_LIVE_COOKIE): readable by scripts, on every path.
function hintOptions(config: Config) {
  return { path: '/', httpOnly: false, sameSite: 'lax', secure: config.env === 'production' } as const;
}

export function setSessionCookies(reply: FastifyReply, config: Config, tokens: SessionTokens): void {
  const options = baseOptions(config);
  const maxAge = config.refreshTokenTtlDays * 24 * 60 * 60;
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, { ...options, maxAge: config.accessTokenTtlSeconds });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, { ...options, maxAge });
  reply.setCookie(SIGNED_IN_COOKIE, '1', { ...hintOptions(config), maxAge });
  reply.setCookie(ACCESS_LIVE_COOKIE, '1', { ...hintOptions(config), maxAge: config.accessTokenTtlSeconds });
}

export function clearSessionCookies(reply: FastifyReply, config: Config): void {
  const options = baseOptions(config);
  reply.clearCookie(ACCESS_COOKIE, options);
  reply.clearCookie(REFRESH_COOKIE, options);
  reply.clearCookie(SIGNED_IN_COOKIE, hintOptions(config));
  reply.clearCookie(ACCESS_LIVE_COOKIE, hintOptions(config));
}
