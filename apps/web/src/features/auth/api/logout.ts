import type { ApiResponse } from '@portfolio/shared/api';
import { type ActionOptions, useAction } from '../../../hooks/use-action.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { setUser } from './get-user.ts';

/** Ends the session on the server, which clears the cookies; nobody is signed in from then on. */
export async function logout(): Promise<ApiResponse> {
  const response = await apiClient.call('logout');
  setUser(null);
  return response;
}

/**
 * Log Out, from the top bar and the footer of every page (hooks/use-action.ts); what was fetched for
 * the user goes with them (app/with-queries.tsx).
 */
export function useLogout(options: ActionOptions<void, ApiResponse> = {}) {
  return useAction(logout, options);
}
