import type { ACCESS_LIVE_COOKIE as AccessLive, SIGNED_IN_COOKIE as SignedIn } from '@portfolio/shared/auth';

// The names only, checked against the shared constants: importing the values would pull the shared
// module's schemas (zod) into the code every page loads first.
const SIGNED_IN_COOKIE: typeof SignedIn = 'pm_signed_in';
const ACCESS_LIVE_COOKIE: typeof AccessLive = 'pm_access_live';

/** On the server (the build's prerendering) there is no visitor: no cookie. */
const hasCookie = (name: string) =>
  typeof document !== 'undefined' &&
  document.cookie.split(';').some((cookie) => cookie.trim() === `${name}=1`);

/**
 * Whether the server's readable hint cookie says a sign-in exists (SIGNED_IN_COOKIE). Without it
 * nobody is signed in: the page does not ask (an anonymous visit makes no request that fails).
 */
export const hasSignInHint = () => hasCookie(SIGNED_IN_COOKIE);

/** Signed in, but the access token has expired (ACCESS_LIVE_COOKIE is gone): a call renews first. */
export const accessExpired = () => hasSignInHint() && !hasCookie(ACCESS_LIVE_COOKIE);
