import { apiPaths } from '@portfolio/shared/api';
import type { User } from '@portfolio/shared/auth';
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

/**
 * Fetched once when the app loads; signing in, out, or losing the session writes it directly.
 * After five minutes a return to the tab checks it again (a sign-out in another tab shows up).
 */
export function getUserQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'user'] as const,
    queryFn: ({ signal }) => getUser(signal),
    staleTime: 5 * 60_000,
  });
}

export function useUser() {
  return useQuery(getUserQueryOptions());
}
