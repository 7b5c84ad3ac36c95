import type { ApiResponse } from '@portfolio/shared/api';
import type { BodyIn } from '@portfolio/shared/api-routes';
import type { User } from '@portfolio/shared/auth';
import { apiClient } from '../../../lib/api-client.ts';
import { type SignInOptions, useSignIn } from './use-sign-in.ts';

type LoginWithPasswordInput = BodyIn<'loginWithPassword'>;

/** Signs in with the password chosen at registration; the server sets the session cookies. */
export function loginWithPassword(input: LoginWithPasswordInput): Promise<ApiResponse<User>> {
  return apiClient.call('loginWithPassword', { body: input });
}

export function useLoginWithPassword(options: SignInOptions<LoginWithPasswordInput> = {}) {
  return useSignIn(loginWithPassword, options);
}
