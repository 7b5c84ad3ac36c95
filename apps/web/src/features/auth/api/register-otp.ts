import type { ApiResponse } from '@portfolio/shared/api';
import type { BodyIn } from '@portfolio/shared/api-routes';
import type { CodeSent } from '@portfolio/shared/auth';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type RegisterOtpInput = BodyIn<'registerOtp'>;

/** Checks that the e-mail and username are free, mails the registration code, says when to ask again. */
export function registerOtp(input: RegisterOtpInput): Promise<ApiResponse<CodeSent>> {
  return apiClient.call('registerOtp', { body: input });
}

type RegisterOtpOptions = Omit<
  UseMutationOptions<ApiResponse<CodeSent>, Error, RegisterOtpInput>,
  'mutationFn'
>;

export function useRegisterOtp(options: RegisterOtpOptions = {}) {
  return useMutation({ ...options, mutationFn: registerOtp });
}
