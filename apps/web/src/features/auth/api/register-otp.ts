import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type RegisterOtpInput = { email: string; userName: string };

/** Checks that the e-mail and username are free and mails the registration code. */
export function registerOtp(input: RegisterOtpInput): Promise<ApiResponse> {
  return apiClient.post(apiPaths.registerOtp, input);
}

type RegisterOtpOptions = Omit<UseMutationOptions<ApiResponse, Error, RegisterOtpInput>, 'mutationFn'>;

export function useRegisterOtp(options: RegisterOtpOptions = {}) {
  return useMutation({ ...options, mutationFn: registerOtp });
}
