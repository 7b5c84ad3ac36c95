import type { PortfolioVersion } from '@portfolio/shared/portfolio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** A portfolio's saved versions, newest first; the first is the portfolio as it is now. */
export async function getVersions(portfolioId: string, signal?: AbortSignal): Promise<PortfolioVersion[]> {
  const response = await apiClient.call('portfolioVersions', { query: { portfolioId }, signal });
  return response.data ?? [];
}

export function getVersionsQueryOptions(portfolioId: string) {
  return queryOptions({
    queryKey: ['portfolio-versions', portfolioId] as const,
    queryFn: ({ signal }) => getVersions(portfolioId, signal),
  });
}

export function useVersions(portfolioId: string) {
  return useQuery(getVersionsQueryOptions(portfolioId));
}
