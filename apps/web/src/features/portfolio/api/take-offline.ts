import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type PortfolioRefInput = { portfolioId: string };

/** Takes a live site offline: it answers with the not-live page until it is put back online. */
export function takeOffline(input: PortfolioRefInput): Promise<ApiResponse<PortfolioDetail>> {
  return apiClient.post<PortfolioDetail>(apiPaths.takeOffline, input);
}

type TakeOfflineOptions = Omit<
  UseMutationOptions<ApiResponse<PortfolioDetail>, Error, PortfolioRefInput>,
  'mutationFn'
>;

export function useTakeOffline(options: TakeOfflineOptions = {}) {
  return useMutation({ ...options, mutationFn: takeOffline });
}
