import type { FastifyInstance } from 'fastify';
import { serve, signedInUser } from '../../http/api-route.ts';
import type { StatsService } from './stats-service.ts';

/** An owner's view of their live site's visits. */
export async function statsRoutes(app: FastifyInstance, { stats }: { stats: StatsService }): Promise<void> {
  serve(app, 'siteStats', async (request) => {
    const { portfolioId, days } = request.query;
    return { success: true, data: await stats.forOwner(signedInUser(request)._id, portfolioId, days) };
  });
}
