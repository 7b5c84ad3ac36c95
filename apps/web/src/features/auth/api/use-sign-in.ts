import type { ApiResponse } from '@portfolio/shared/api';
import type { User } from '@portfolio/shared/auth';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { refreshUser, setUser } from './get-user.ts';

export type SignInOptions<Input> = Omit<UseMutationOptions<ApiResponse<User>, Error, Input>, 'mutationFn'>;

/**
 * A call that signs someone in (the mailed code, the password, a new account): the server sets the
 * session cookies and returns the user, who is known to every page before `onSuccess` runs.
 */
export function useSignIn<Input>(
  signIn: (input: Input) => Promise<ApiResponse<User>>,
  { onSuccess, ...options }: SignInOptions<Input> = {},
) {
  return useMutation({
    ...options,
    mutationFn: signIn,
    onSuccess: async (...args) => {
      const [response] = args;
      if (response.data) setUser(response.data);
      else await refreshUser();
      return onSuccess?.(...args);
    },
  });
}
