import type { ApiResponse } from '@portfolio/shared/api';
import type { BodyIn } from '@portfolio/shared/api-routes';
import type { CustomDomain } from '@portfolio/shared/domains';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The domain as the owner typed it: the server normalises it with the same shared schema. */
type AddCustomDomainInput = BodyIn<'customDomain'>;

/**
 * Gives a live portfolio this domain, pending until its records are verified; any previous domain
 * of the portfolio is replaced. The answer holds the two records to create.
 */
export function addCustomDomain(input: AddCustomDomainInput): Promise<ApiResponse<CustomDomain>> {
  return apiClient.call('customDomain', { body: input });
}

type AddCustomDomainOptions = Omit<
  UseMutationOptions<ApiResponse<CustomDomain>, Error, AddCustomDomainInput>,
  'mutationFn'
>;

export function useAddCustomDomain(options: AddCustomDomainOptions = {}) {
  return useMutation({ ...options, mutationFn: addCustomDomain });
}
