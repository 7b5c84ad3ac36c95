import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import type { User } from '@portfolio/shared/auth';
import { apiClient } from '../../../lib/api-client.ts';
import { type SignInOptions, useSignIn } from './use-sign-in.ts';

export type RegisterUserInput = {
  formData: { userName: string; fullName: string; email: string; password: string };
  otp: string;
};

/** Creates the account with the mailed code; the server signs the new user in. */
export function registerUser(input: RegisterUserInput): Promise<ApiResponse<User>> {
  return apiClient.post<User>(apiPaths.registerUser, input);
}

export function useRegisterUser(options: SignInOptions<RegisterUserInput> = {}) {
  return useSignIn(registerUser, options);
}
