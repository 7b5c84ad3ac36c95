import type { QueryIn } from '@portfolio/shared/api-routes';
import type { PortfolioVersionDetail } from '@portfolio/shared/portfolio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type VersionRef = QueryIn<'portfolioVersion'>;

/** One saved version whole, to preview it. */
export async function getVersion(ref: VersionRef, signal?: AbortSignal): Promise<PortfolioVersionDetail> {
  const response = await apiClient.call('portfolioVersion', { query: ref, signal });
  if (!response.data) throw new Error('The version was not returned.');
  return response.data;
}

export function getVersionQueryOptions(ref: VersionRef) {
  return queryOptions({
    queryKey: ['portfolio-versions', ref.portfolioId, ref.versionId] as const,
    queryFn: ({ signal }) => getVersion(ref, signal),
    // A saved version never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useVersion(ref: VersionRef | undefined) {
  return useQuery({
    ...getVersionQueryOptions(ref ?? { portfolioId: '', versionId: '' }),
    enabled: ref !== undefined,
  });
}
