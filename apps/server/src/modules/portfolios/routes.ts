import { portfolioMessages } from '@portfolio/shared/portfolio';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve, signedInUser } from '../../http/api-route.ts';
import type { Storage } from '../storage/storage.ts';
import { lifecycleMessages, type PortfolioLifecycle } from './lifecycle.ts';
import { readPortfolioForm, validNewPortfolio, validPortfolioChange } from './portfolio-form.ts';
import type { PortfoliosService } from './service.ts';

type Options = { portfolios: PortfoliosService; lifecycle: PortfolioLifecycle; storage: Storage };

/** Create, update and list the signed-in user's portfolios (docs/spec.md §7 userData calls). */
export async function portfoliosRoutes(
  app: FastifyInstance,
  { portfolios: service, lifecycle, storage }: Options,
) {
  const userId = (request: FastifyRequest) => signedInUser(request)._id;

  // The form is read and checked here, after a save has been given its turn (assertCanSave).
  serve(app, 'createPortfolio', async (request, reply) => {
    service.assertCanSave(userId(request));
    const form = validNewPortfolio(await readPortfolioForm(request));
    const portfolio = await service.create(userId(request), form);
    return reply.status(201).send({ success: true, message: portfolioMessages.saved, data: portfolio });
  });

  serve(app, 'updatePortfolio', async (request) => {
    service.assertCanSave(userId(request));
    const form = validPortfolioChange(await readPortfolioForm(request));
    const portfolio = await service.update(userId(request), form);
    return { success: true, message: portfolioMessages.updated, data: portfolio };
  });

  serve(app, 'usersPortfolios', async (request) => ({
    success: true,
    data: await service.listOwned(userId(request)),
  }));

  serve(
    app,
    'hostingNameAvailability',
    async (request) => ({ success: true, data: await service.checkHostingName(request.params.name) }),
    { rateLimit: { max: 120, timeWindow: 60_000 } },
  );

  serve(
    app,
    'hostingNameSuggestion',
    async (request) => ({ success: true, data: await service.suggestHostingName(request.query.name) }),
    { rateLimit: { max: 120, timeWindow: 60_000 } },
  );

  serve(app, 'portfolioVersions', async (request) => ({
    success: true,
    data: await service.versions(userId(request), request.query.portfolioId),
  }));

  serve(app, 'portfolioVersion', async (request) => {
    const { portfolioId, versionId } = request.query;
    return { success: true, data: await service.version(userId(request), portfolioId, versionId) };
  });

  serve(app, 'restoreVersion', async (request) => {
    const { portfolioId, versionId } = request.body;
    const portfolio = await service.restore(userId(request), portfolioId, versionId);
    return { success: true, message: portfolioMessages.restored, data: portfolio };
  });

  serve(app, 'takeOffline', async (request) => {
    const portfolio = await lifecycle.takeOffline(userId(request), request.body.portfolioId);
    return { success: true, message: lifecycleMessages.offline, data: portfolio };
  });

  serve(app, 'bringOnline', async (request) => {
    const portfolio = await lifecycle.bringOnline(userId(request), request.body.portfolioId);
    return { success: true, message: lifecycleMessages.online, data: portfolio };
  });

  serve(app, 'deletePortfolio', async (request) => {
    const { portfolioId, confirmHostingName } = request.body;
    await lifecycle.remove(userId(request), portfolioId, confirmHostingName);
    return { success: true, message: lifecycleMessages.deleted };
  });

  serve(app, 'jsonResume', async (request, reply) => {
    const { hostingName, document } = await service.jsonResume(userId(request), request.query.portfolioId);
    return reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${hostingName}-resume.json"`)
      .header('Cache-Control', 'no-store')
      .send(JSON.stringify(document, null, 2));
  });

  // Cover images and photos: each upload has a new name, so they can be cached for good.
  for (const folder of ['covers', 'photos']) {
    app.get<{ Params: { file: string } }>(`/uploads/${folder}/:file`, async (request, reply) => {
      const { file } = request.params;
      const data = /^[0-9a-f-]+\.webp$/.test(file) ? await storage.get(`${folder}/${file}`) : undefined;
      if (!data) return reply.status(404).send({ success: false, message: 'Image not found.' });
      return reply
        .type('image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(data);
    });
  }
}
