import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The signed-in user's portfolios, newest first, with everything the update form is prefilled with. */
export async function getPortfolios(signal?: AbortSignal): Promise<PortfolioDetail[]> {
  const response = await apiClient.call('usersPortfolios', { signal });
  return response.data ?? [];
}

export function getPortfoliosQueryOptions() {
  return queryOptions({
    queryKey: ['portfolios'] as const,
    queryFn: ({ signal }) => getPortfolios(signal),
  });
}

export function usePortfolios({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPortfoliosQueryOptions(), enabled });
}
