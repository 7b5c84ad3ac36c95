import type { ApiResponse } from '@portfolio/shared/api';
import type { BodyIn } from '@portfolio/shared/api-routes';
import type { CustomDomain } from '@portfolio/shared/domains';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

type VerifyCustomDomainInput = BodyIn<'verifyCustomDomain'>;

/**
 * Looks the portfolio's domain records up now. The answer's `checks` say record by record what is
 * right, missing or wrong; its status is 'verified' once both are right (then `message` says so).
 */
export function verifyCustomDomain(input: VerifyCustomDomainInput): Promise<ApiResponse<CustomDomain>> {
  return apiClient.call('verifyCustomDomain', { body: input });
}

type VerifyCustomDomainOptions = Omit<
  UseMutationOptions<ApiResponse<CustomDomain>, Error, VerifyCustomDomainInput>,
  'mutationFn'
>;

export function useVerifyCustomDomain(options: VerifyCustomDomainOptions = {}) {
  return useMutation({ ...options, mutationFn: verifyCustomDomain });
}
