import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import type { CodeSent } from '@portfolio/shared/auth';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type RegisterOtpInput = { email: string; userName: string };

/** Checks that the e-mail and username are free, mails the registration code, says when to ask again. */
export function registerOtp(input: RegisterOtpInput): Promise<ApiResponse<CodeSent>> {
  return apiClient.post<CodeSent>(apiPaths.registerOtp, input);
}

type RegisterOtpOptions = Omit<
  UseMutationOptions<ApiResponse<CodeSent>, Error, RegisterOtpInput>,
  'mutationFn'
>;

export function useRegisterOtp(options: RegisterOtpOptions = {}) {
  return useMutation({ ...options, mutationFn: registerOtp });
}
