import type { ApiResponse } from '@portfolio/shared/api';
import type { BodyIn } from '@portfolio/shared/api-routes';
import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type PortfolioRefInput = BodyIn<'takeOffline'>;

/** Takes a live site offline: it answers with the not-live page until it is put back online. */
export function takeOffline(input: PortfolioRefInput): Promise<ApiResponse<PortfolioDetail>> {
  return apiClient.call('takeOffline', { body: input });
}

type TakeOfflineOptions = Omit<
  UseMutationOptions<ApiResponse<PortfolioDetail>, Error, PortfolioRefInput>,
  'mutationFn'
>;

export function useTakeOffline(options: TakeOfflineOptions = {}) {
  return useMutation({ ...options, mutationFn: takeOffline });
}
