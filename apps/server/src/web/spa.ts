import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendApiNotFound } from '../http/errors.ts';

/**
 * Serves the built web app: hashed files under /assets/ cached for a year, everything else
 * revalidated, and any unknown non-API path answered with index.html (client-side routes).
 */
export async function spaPlugin(app: FastifyInstance, options: { distDir: string }): Promise<void> {
  const indexFile = path.join(options.distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (!hasBuild) {
    app.log.warn(`No web build at ${options.distDir}: run "npm run build" to serve the app.`);
  } else {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.startsWith(path.join(options.distDir, 'assets') + path.sep);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (isPage && hasBuild) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(sendApiNotFound(request.method, request.url));
  });
}
