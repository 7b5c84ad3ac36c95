import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import type { User } from '@portfolio/shared/auth';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshUser, setUser } from './get-user.ts';

export type VerifyOtpInput = { email: string; otp: string };

/** Signs in with the mailed code; the server sets the session cookies and returns the user. */
export function verifyOtp(input: VerifyOtpInput): Promise<ApiResponse<User>> {
  return apiClient.post<User>(apiPaths.verifyOtp, input);
}

type VerifyOtpOptions = Omit<UseMutationOptions<ApiResponse<User>, Error, VerifyOtpInput>, 'mutationFn'>;

export function useVerifyOtp({ onSuccess, ...options }: VerifyOtpOptions = {}) {
  return useMutation({
    ...options,
    mutationFn: verifyOtp,
    onSuccess: async (...args) => {
      const [response] = args;
      if (response.data) setUser(response.data);
      else await refreshUser();
      return onSuccess?.(...args);
    },
  });
}
