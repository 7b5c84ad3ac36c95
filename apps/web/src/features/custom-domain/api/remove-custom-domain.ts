import type { ApiResponse } from '@portfolio/shared/api';
import type { BodyIn } from '@portfolio/shared/api-routes';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

type RemoveCustomDomainInput = BodyIn<'removeCustomDomain'>;

/** Disconnects the portfolio's domain: it stops serving the site at once. */
export function removeCustomDomain(input: RemoveCustomDomainInput): Promise<ApiResponse> {
  return apiClient.call('removeCustomDomain', { body: input });
}

type RemoveCustomDomainOptions = Omit<
  UseMutationOptions<ApiResponse, Error, RemoveCustomDomainInput>,
  'mutationFn'
>;

export function useRemoveCustomDomain(options: RemoveCustomDomainOptions = {}) {
  return useMutation({ ...options, mutationFn: removeCustomDomain });
}
