import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendApiNotFound } from '../http/errors.ts';

/**
 * Serves the built web app: hashed files under /assets/ cached for a year, everything else
 * revalidated, each compressed once at build time, and any unknown non-API path answered with
 * index.html (client-side routes).
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
      // The build writes .br and .gz beside each file (apps/web/build/precompress.ts): sent as they are.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.startsWith(path.join(options.distDir, 'assets') + path.sep);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  if (hasBuild) {
    // Client-side routes: any other GET is the app's page. A route (not the not-found handler)
    // so it gets the same hooks as everything else, compression included.
    app.get('/*', (request, reply) => {
      // A missing API path or build file is a 404, never the page (a stale chunk must fail clearly).
      if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) {
        return reply.status(404).send(sendApiNotFound(request.method, request.url));
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    });
  }

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(sendApiNotFound(request.method, request.url)),
  );
}
