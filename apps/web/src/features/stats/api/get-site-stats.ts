import type { SiteStats } from '@portfolio/shared/stats';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The periods the stats page offers (the shared `STATS_PERIODS`, kept here so zod stays off the page). */
export type StatsPeriod = 30 | 90;

export type GetSiteStatsInput = { portfolioId: string; days: StatsPeriod };

/** A live site's daily views and visitors over the period, its totals and top referrers. */
export async function getSiteStats(input: GetSiteStatsInput, signal?: AbortSignal): Promise<SiteStats> {
  const response = await apiClient.call('siteStats', { query: input, signal });
  if (!response.data) throw new Error('The server answered without the figures.');
  return response.data;
}

export function getSiteStatsQueryOptions(input: GetSiteStatsInput) {
  return queryOptions({
    queryKey: ['site-stats', input.portfolioId, input.days] as const,
    queryFn: ({ signal }) => getSiteStats(input, signal),
  });
}

/** The figures of one period; switching periods keeps the shown ones until the others arrive. */
export function useSiteStats(input: GetSiteStatsInput) {
  return useQuery({ ...getSiteStatsQueryOptions(input), placeholderData: keepPreviousData });
}
