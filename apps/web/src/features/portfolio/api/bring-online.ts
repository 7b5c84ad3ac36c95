import type { ApiResponse } from '@portfolio/shared/api';
import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { PortfolioRefInput } from './take-offline.ts';

/** Puts a site taken offline back online: it was paid for, so no payment is asked. */
export function bringOnline(input: PortfolioRefInput): Promise<ApiResponse<PortfolioDetail>> {
  return apiClient.call('bringOnline', { body: input });
}

type BringOnlineOptions = Omit<
  UseMutationOptions<ApiResponse<PortfolioDetail>, Error, PortfolioRefInput>,
  'mutationFn'
>;

export function useBringOnline(options: BringOnlineOptions = {}) {
  return useMutation({ ...options, mutationFn: bringOnline });
}
