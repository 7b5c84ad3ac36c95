import { apiPaths } from '@portfolio/shared/api';
import type { User } from '@portfolio/shared/auth';
import {
  deletePortfolioSchema,
  hostingNameCheckSchema,
  portfolioDetailSchema,
  portfolioMessages,
  portfolioRefSchema,
  portfolioVersionDetailSchema,
  portfolioVersionSchema,
  versionRefSchema,
} from '@portfolio/shared/portfolio';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { documented, type RouteDoc } from '../../http/api-docs.ts';
import { parseInput } from '../../http/validate.ts';
import type { Storage } from '../storage/storage.ts';
import { lifecycleMessages, type PortfolioLifecycle } from './lifecycle.ts';
import { readPortfolioForm } from './portfolio-form.ts';
import type { PortfoliosService } from './service.ts';

type Options = { portfolios: PortfoliosService; lifecycle: PortfolioLifecycle; storage: Storage };

/** Create, update and list the signed-in user's portfolios (docs/spec.md §7 userData calls). */
export async function portfoliosRoutes(
  app: FastifyInstance,
  { portfolios: service, lifecycle, storage }: Options,
) {
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
      service.assertCanSave(userId(request));
      const portfolio = await service.create(userId(request), await readPortfolioForm(request));
      return reply.status(201).send({ success: true, message: portfolioMessages.saved, data: portfolio });
    },
  );

  app.post(
    apiPaths.updatePortfolio,
    form('Saves a portfolio; a live one is published again', 200),
    async (request) => {
      service.assertCanSave(userId(request));
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

  const owner = (doc: Omit<RouteDoc, 'access'>) => ({
    ...signedIn,
    ...documented({ ...doc, access: 'user' }),
  });

  app.get(
    apiPaths.portfolioVersions,
    owner({
      summary: "A portfolio's history: its saved versions, newest first, each with what it changed",
      query: portfolioRefSchema,
      data: z.array(portfolioVersionSchema),
    }),
    async (request) => {
      const { portfolioId } = parseInput(portfolioRefSchema, request.query);
      return { success: true, data: await service.versions(userId(request), portfolioId) };
    },
  );

  app.get(
    apiPaths.portfolioVersion,
    owner({
      summary: 'One saved version whole, to preview it',
      query: versionRefSchema,
      data: portfolioVersionDetailSchema,
    }),
    async (request) => {
      const { portfolioId, versionId } = parseInput(versionRefSchema, request.query);
      return { success: true, data: await service.version(userId(request), portfolioId, versionId) };
    },
  );

  app.post(
    apiPaths.restoreVersion,
    owner({
      summary: 'Makes a saved version current again (itself a new version); a live site is published again',
      body: versionRefSchema,
      data: portfolioDetailSchema,
    }),
    async (request) => {
      const { portfolioId, versionId } = parseInput(versionRefSchema, request.body);
      const portfolio = await service.restore(userId(request), portfolioId, versionId);
      return { success: true, message: portfolioMessages.restored, data: portfolio };
    },
  );

  app.post(
    apiPaths.takeOffline,
    owner({
      summary: 'Takes a live site offline (paid for: back online needs no payment)',
      body: portfolioRefSchema,
      data: portfolioDetailSchema,
    }),
    async (request) => {
      const { portfolioId } = parseInput(portfolioRefSchema, request.body);
      const portfolio = await lifecycle.takeOffline(userId(request), portfolioId);
      return { success: true, message: lifecycleMessages.offline, data: portfolio };
    },
  );

  app.post(
    apiPaths.bringOnline,
    owner({
      summary: 'Puts a site taken offline back online',
      body: portfolioRefSchema,
      data: portfolioDetailSchema,
    }),
    async (request) => {
      const { portfolioId } = parseInput(portfolioRefSchema, request.body);
      const portfolio = await lifecycle.bringOnline(userId(request), portfolioId);
      return { success: true, message: lifecycleMessages.online, data: portfolio };
    },
  );

  app.post(
    apiPaths.deletePortfolio,
    owner({
      summary:
        'Deletes a portfolio, its site, files and history (a paid one needs its hosting name typed again)',
      body: deletePortfolioSchema,
    }),
    async (request) => {
      const { portfolioId, confirmHostingName } = parseInput(deletePortfolioSchema, request.body);
      await lifecycle.remove(userId(request), portfolioId, confirmHostingName);
      return { success: true, message: lifecycleMessages.deleted };
    },
  );

  app.get(
    apiPaths.jsonResume,
    owner({
      summary: 'A portfolio as a JSON Resume (v1.0.0) document to download',
      query: portfolioRefSchema,
      file: 'application/json',
    }),
    async (request, reply) => {
      const { portfolioId } = parseInput(portfolioRefSchema, request.query);
      const { hostingName, document } = await service.jsonResume(userId(request), portfolioId);
      return reply
        .type('application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${hostingName}-resume.json"`)
        .header('Cache-Control', 'no-store')
        .send(JSON.stringify(document, null, 2));
    },
  );

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
