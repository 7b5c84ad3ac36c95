import { z } from 'zod';
import { portfolioRefSchema } from './portfolio.ts';

/** The periods the stats page offers, in days. */
export const STATS_PERIODS = [30, 90] as const;

/** `?portfolioId=` and `?days=` of the stats call. */
export const siteStatsQuerySchema = portfolioRefSchema.extend({
  days: z
    .enum(['30', '90'], { error: 'days must be 30 or 90.' })
    .default('30')
    .transform((days) => Number(days) as (typeof STATS_PERIODS)[number]),
});

export const dailyFiguresSchema = z.object({
  /** A UTC day, YYYY-MM-DD. */
  day: z.string(),
  views: z.number().int(),
  visitors: z.number().int(),
});
export type DailyFigures = z.infer<typeof dailyFiguresSchema>;

/** A live site's visits over a period: every day of it (zeros included), oldest first. */
export const siteStatsSchema = z.object({
  days: z.array(dailyFiguresSchema),
  totals: z.object({ views: z.number().int(), visitors: z.number().int() }),
  /** Other sites that sent visitors, most first (at most 10). */
  referrers: z.array(z.object({ host: z.string(), views: z.number().int() })),
  /** Views of each page of the site ('/' or a case-study page '/{slug}/'), most first (at most 20). */
  pages: z.array(z.object({ path: z.string(), views: z.number().int() })),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;
