import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import type { User } from '@portfolio/shared/auth';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshUser, setUser } from './get-user.ts';

export type LoginWithPasswordInput = { email: string; password: string };

/** Signs in with the password chosen at registration; the server sets the session cookies. */
export function loginWithPassword(input: LoginWithPasswordInput): Promise<ApiResponse<User>> {
  return apiClient.post<User>(apiPaths.loginWithPassword, input);
}

type LoginWithPasswordOptions = Omit<
  UseMutationOptions<ApiResponse<User>, Error, LoginWithPasswordInput>,
  'mutationFn'
>;

export function useLoginWithPassword({ onSuccess, ...options }: LoginWithPasswordOptions = {}) {
  return useMutation({
    ...options,
    mutationFn: loginWithPassword,
    onSuccess: async (...args) => {
      const [response] = args;
      if (response.data) setUser(response.data);
      else await refreshUser();
      return onSuccess?.(...args);
    },
  });
}
