import { apiPaths } from '@portfolio/shared/api';
import type { User } from '@portfolio/shared/auth';
import { siteStatsQuerySchema, siteStatsSchema } from '@portfolio/shared/stats';
import type { FastifyInstance } from 'fastify';
import { documented } from '../../http/api-docs.ts';
import { parseInput } from '../../http/validate.ts';
import type { StatsService } from './stats-service.ts';

/** An owner's view of their live site's visits. */
export async function statsRoutes(app: FastifyInstance, { stats }: { stats: StatsService }): Promise<void> {
  app.get(
    apiPaths.siteStats,
    {
      onRequest: app.requireUser,
      ...documented({
        summary: "Daily views and visitors of one of the user's sites over 30 or 90 days, with top referrers",
        access: 'user',
        query: siteStatsQuerySchema,
        data: siteStatsSchema,
      }),
    },
    async (request) => {
      const { portfolioId, days } = parseInput(siteStatsQuerySchema, request.query);
      return { success: true, data: await stats.forOwner((request.user as User)._id, portfolioId, days) };
    },
  );
}
