import type { SiteStats } from '@portfolio/shared/stats';
import { type Clock, DAY_MS, dayOf } from '../../lib/clock.ts';
import { ownedPortfolio } from '../portfolios/ownership.ts';
import type { PortfoliosRepo } from '../portfolios/repo.ts';
import type { StatsRepo } from './stats-repo.ts';

const TOP_REFERRERS = 10;
/** A site's pages: its home page and its case studies (a page's own views, at most this many listed). */
const TOP_PAGES = 20;

/** Every day of the last `days` days up to today, oldest first. */
function lastDays(today: number, days: number): string[] {
  return Array.from({ length: days }, (_, i) => dayOf(today - (days - 1 - i) * DAY_MS));
}

/** What an owner sees of their sites' visits. */
export function createStatsService({
  repo,
  portfolios,
  clock,
}: {
  repo: StatsRepo;
  portfolios: PortfoliosRepo;
  clock: Clock;
}) {
  return {
    async forOwner(userId: string, portfolioId: string, days: number): Promise<SiteStats> {
      await ownedPortfolio(portfolios, userId, portfolioId);
      const period = lastDays(clock(), days);
      const from = period[0] as string;
      const [daily, referrers, pages] = await Promise.all([
        repo.daily(portfolioId, from),
        repo.topReferrers(portfolioId, from, TOP_REFERRERS),
        repo.topPages(portfolioId, from, TOP_PAGES),
      ]);
      const byDay = new Map(daily.map((d) => [d.day, d]));
      const series = period.map((day) => ({
        day,
        views: byDay.get(day)?.views ?? 0,
        visitors: byDay.get(day)?.visitors ?? 0,
      }));
      const totals = series.reduce(
        (sum, d) => ({ views: sum.views + d.views, visitors: sum.visitors + d.visitors }),
        { views: 0, visitors: 0 },
      );
      return { days: series, totals, referrers, pages };
    },

    /** Views of the last 7 days (today included) of each portfolio, for the dashboard's cards. */
    lastWeekViews: (portfolioIds: string[]): Promise<Map<string, number>> =>
      repo.viewsSince(portfolioIds, dayOf(clock() - 6 * DAY_MS)),
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
