import type { ApiResponse } from '@portfolio/shared/api';
import type { User } from '@portfolio/shared/auth';
import { apiClient } from '../../../lib/api-client.ts';
import { type SignInOptions, useSignIn } from './use-sign-in.ts';

/** Spelled out: the route table types `formData` as unknown (its schema preprocesses a missing one). */
export type RegisterUserInput = {
  formData: { userName: string; fullName: string; email: string; password: string };
  otp: string;
};

/** Creates the account with the mailed code; the server signs the new user in. */
export function registerUser(input: RegisterUserInput): Promise<ApiResponse<User>> {
  return apiClient.call('registerUser', { body: input });
}

export function useRegisterUser(options: SignInOptions<RegisterUserInput> = {}) {
  return useSignIn(registerUser, options);
}
