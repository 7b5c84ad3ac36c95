import type { ApiResponse } from '@portfolio/shared/api';
import type { BodyIn } from '@portfolio/shared/api-routes';
import type { User } from '@portfolio/shared/auth';
import { apiClient } from '../../../lib/api-client.ts';
import { type SignInOptions, useSignIn } from './use-sign-in.ts';

type VerifyOtpInput = BodyIn<'verifyOtp'>;

/** Signs in with the mailed code; the server sets the session cookies and returns the user. */
export function verifyOtp(input: VerifyOtpInput): Promise<ApiResponse<User>> {
  return apiClient.call('verifyOtp', { body: input });
}

export function useVerifyOtp(options: SignInOptions<VerifyOtpInput> = {}) {
  return useSignIn(verifyOtp, options);
}
