import { apiPaths } from '@portfolio/shared/api';
import type { SIGNED_IN_COOKIE as SignedInCookie, User } from '@portfolio/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client.ts';

/**
 * The signed-in user, or null for a visitor who is not signed in (the server answers 401 and the
 * client's renewal could not bring a session back).
 */
export async function getUser(signal?: AbortSignal): Promise<User | null> {
  try {
    const response = await apiClient.get<User>(apiPaths.userInformation, { signal });
    return response.data ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

// The name only, checked against the shared constant: importing the value would pull the shared
// module's schemas (zod) into the code every page loads first.
const SIGNED_IN_COOKIE: typeof SignedInCookie = 'pm_signed_in';

/**
 * Whether the server's readable hint cookie says a sign-in exists (SIGNED_IN_COOKIE). Without it
 * nobody is signed in: the page does not ask (an anonymous visit makes no request that fails). On
 * the server (the build's prerendering) there is no visitor: the page renders anonymous.
 */
export function hasSignInHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((cookie) => cookie.trim() === `${SIGNED_IN_COOKIE}=1`);
}

/**
 * Fetched once when the app loads, and only when the hint cookie says someone is signed in;
 * signing in, out, or losing the session writes it directly.
 * After five minutes a return to the tab checks it again (a sign-out in another tab shows up).
 */
export function getUserQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'user'] as const,
    queryFn: ({ signal }) => (hasSignInHint() ? getUser(signal) : null),
    // Known at once without the hint: the page renders signed out, with no request.
    initialData: () => (hasSignInHint() ? undefined : null),
    staleTime: 5 * 60_000,
  });
}

export function useUser() {
  return useQuery(getUserQueryOptions());
}
