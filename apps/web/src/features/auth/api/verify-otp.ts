import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import type { User } from '@portfolio/shared/auth';
import { apiClient } from '../../../lib/api-client.ts';
import { type SignInOptions, useSignIn } from './use-sign-in.ts';

export type VerifyOtpInput = { email: string; otp: string };

/** Signs in with the mailed code; the server sets the session cookies and returns the user. */
export function verifyOtp(input: VerifyOtpInput): Promise<ApiResponse<User>> {
  return apiClient.post<User>(apiPaths.verifyOtp, input);
}

export function useVerifyOtp(options: SignInOptions<VerifyOtpInput> = {}) {
  return useSignIn(verifyOtp, options);
}
