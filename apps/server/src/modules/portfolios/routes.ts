import { apiPaths } from '@portfolio/shared/api';
import type { User } from '@portfolio/shared/auth';
import {
  hostingNameCheckSchema,
  portfolioDetailSchema,
  portfolioMessages,
} from '@portfolio/shared/portfolio';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { documented } from '../../http/api-docs.ts';
import type { Storage } from '../storage/storage.ts';
import { readPortfolioForm } from './portfolio-form.ts';
import type { PortfoliosService } from './service.ts';

type Options = { portfolios: PortfoliosService; storage: Storage };

/** Create, update and list the signed-in user's portfolios (docs/spec.md §7 userData calls). */
export async function portfoliosRoutes(app: FastifyInstance, { portfolios: service, storage }: Options) {
  const signedIn = { onRequest: app.requireUser };
  const userId = (request: { user: User | null }) => (request.user as User)._id;

  const form = (summary: string, status: 200 | 201) => ({
    ...signedIn,
    ...documented({ summary, access: 'user', multipart: true, data: portfolioDetailSchema, status }),
  });

  app.post(
    apiPaths.createPortfolio,
    form('Creates a portfolio (awaiting payment)', 201),
    async (request, reply) => {
      const portfolio = await service.create(userId(request), await readPortfolioForm(request));
      return reply.status(201).send({ success: true, message: portfolioMessages.saved, data: portfolio });
    },
  );

  app.post(
    apiPaths.updatePortfolio,
    form('Saves a portfolio; a live one is published again', 200),
    async (request) => {
      const portfolio = await service.update(userId(request), await readPortfolioForm(request));
      return { success: true, message: portfolioMessages.updated, data: portfolio };
    },
  );

  const list = documented({
    summary: "The user's portfolios",
    access: 'user',
    data: z.array(portfolioDetailSchema),
  });
  app.get(apiPaths.usersPortfolios, { ...signedIn, ...list }, async (request) => ({
    success: true,
    data: await service.listOwned(userId(request)),
  }));

  app.get<{ Params: { name: string } }>(
    `${apiPaths.hostingNameAvailability}/:name`,
    {
      ...signedIn,
      ...documented(
        {
          summary: 'Whether a new portfolio can take this hosting name',
          access: 'user',
          data: hostingNameCheckSchema,
        },
        { rateLimit: { max: 120, timeWindow: 60_000 } },
      ),
    },
    async (request) => ({ success: true, data: await service.checkHostingName(request.params.name) }),
  );

  // Cover images: content-addressed file names, so they can be cached for good.
  app.get<{ Params: { file: string } }>('/uploads/covers/:file', async (request, reply) => {
    const { file } = request.params;
    const data = /^[0-9a-f-]+\.webp$/.test(file) ? await storage.get(`covers/${file}`) : undefined;
    if (!data) return reply.status(404).send({ success: false, message: 'Image not found.' });
    return reply
      .type('image/webp')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(data);
  });
}
