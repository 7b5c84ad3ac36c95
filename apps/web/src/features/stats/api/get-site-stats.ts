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

/** A period's figures, saying which period they are. */
export type PeriodStats = SiteStats & { period: StatsPeriod };

export function getSiteStatsQueryOptions(input: GetSiteStatsInput) {
  return queryOptions({
    queryKey: ['site-stats', input.portfolioId, input.days] as const,
    queryFn: async ({ signal }): Promise<PeriodStats> => ({
      ...(await getSiteStats(input, signal)),
      period: input.days,
    }),
  });
}

/**
 * The figures of one period; switching periods keeps the shown ones until the others arrive, with
 * their own period (`period`), which is not yet the one chosen.
 */
export function useSiteStats(input: GetSiteStatsInput) {
  return useQuery({ ...getSiteStatsQueryOptions(input), placeholderData: keepPreviousData });
}
