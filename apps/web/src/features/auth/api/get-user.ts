import type { User } from '@portfolio/shared/auth';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import { createRemoteValue, type RemoteState, useRemoteValue } from '../../../lib/remote-value.ts';
import { hasSignInHint } from '../../../lib/session-hints.ts';

/**
 * The signed-in user, or null for a visitor who is not signed in (the server answers 401 and the
 * client's renewal could not bring a session back).
 */
export async function getUser(): Promise<User | null> {
  try {
    const response = await apiClient.call('userInformation');
    return response.data ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Who is signed in: asked once when the app loads, and only when the hint cookie says someone is;
 * signing in, out, or losing the session writes it directly (`setUser`). After five minutes a return
 * to the tab asks again (a sign-out in another tab shows up). Every ask looks at the hint first: with
 * it gone (signed out in another tab) the answer is null, with no request that fails.
 */
const signedInUser = createRemoteValue(async () => (hasSignInHint() ? getUser() : null), {
  initial: () => (hasSignInHint() ? undefined : null),
  staleAfterMs: 5 * 60_000,
});

const signedOut: RemoteState<User | null> = { status: 'success', data: null, error: undefined };

/** Someone signed in (the server's answer carries the user), out (null), or their session ended. */
export const setUser = (user: User | null) => signedInUser.set(user);

/** Asks the server again who is signed in (after an answer that changed it without saying who). */
export const refreshUser = () => signedInUser.refresh();

/**
 * A session the client could not renew (docs/spec.md §4): the visitor is signed out from here on.
 * Returns the unsubscribe, for an effect.
 */
export const followSessionLoss = () => apiClient.onSessionLost(() => setUser(null));

/** Who is signed in, as the pages read it; a prerendered page hydrates as the anonymous visitor it shows. */
export function useUser() {
  const state = useRemoteValue(signedInUser, signedOut);
  return {
    data: state.data,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    error: state.error,
  };
}

/** Every change of who is signed in (sign-in, sign-out, a session lost), for what is kept per user. */
export function onUserChange(listener: (user: User | null | undefined) => void): () => void {
  return signedInUser.subscribe(() => listener(signedInUser.get().data));
}
