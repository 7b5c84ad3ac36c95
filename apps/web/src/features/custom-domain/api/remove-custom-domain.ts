import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type RemoveCustomDomainInput = { portfolioId: string };

/** Disconnects the portfolio's domain: it stops serving the site at once. */
export function removeCustomDomain(input: RemoveCustomDomainInput): Promise<ApiResponse> {
  return apiClient.post(apiPaths.removeCustomDomain, input);
}

type RemoveCustomDomainOptions = Omit<
  UseMutationOptions<ApiResponse, Error, RemoveCustomDomainInput>,
  'mutationFn'
>;

export function useRemoveCustomDomain(options: RemoveCustomDomainOptions = {}) {
  return useMutation({ ...options, mutationFn: removeCustomDomain });
}
