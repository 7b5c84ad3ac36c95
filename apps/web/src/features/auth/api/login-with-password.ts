import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import type { User } from '@portfolio/shared/auth';
import { apiClient } from '../../../lib/api-client.ts';
import { type SignInOptions, useSignIn } from './use-sign-in.ts';

export type LoginWithPasswordInput = { email: string; password: string };

/** Signs in with the password chosen at registration; the server sets the session cookies. */
export function loginWithPassword(input: LoginWithPasswordInput): Promise<ApiResponse<User>> {
  return apiClient.post<User>(apiPaths.loginWithPassword, input);
}

export function useLoginWithPassword(options: SignInOptions<LoginWithPasswordInput> = {}) {
  return useSignIn(loginWithPassword, options);
}
