import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendApiNotFound } from '../http/errors.ts';

/** Where the web build puts the pages it prerendered (apps/web/build/prerender.ts). */
const PRERENDERED_DIR = 'pages';

/**
 * The prerendered pages by lower-case path: /FAQ, /faq and /faq/ are one page (React Router matches
 * paths case-insensitively), `/` is pages/index.html.
 */
function readPrerenderedPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = path.join(distDir, PRERENDERED_DIR);
  if (!fs.existsSync(dir)) return pages;
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.html')) continue;
    const name = file.slice(0, -'.html'.length);
    pages.set(name === 'index' ? '/' : `/${name}`, `${PRERENDERED_DIR}/${file}`);
  }
  return pages;
}

function pageKey(url: string): string {
  const pathname = url.split('?', 1)[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
  return (decoded.replace(/\/+$/, '') || '/').toLowerCase();
}

/**
 * Serves the built web app: hashed files under /assets/ cached for a year, everything else
 * revalidated, each compressed once at build time. The public pages prerendered at build time are
 * answered with their HTML (the page is there before any script runs); any other non-API path with
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
    const prerendered = readPrerenderedPages(options.distDir);
    // Client-side routes: any other GET is the app's page. A route (not the not-found handler)
    // so it gets the same hooks as everything else, compression included.
    app.get('/*', (request, reply) => {
      // A missing API path or build file is a 404, never the page (a stale chunk must fail clearly).
      if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) {
        return reply.status(404).send(sendApiNotFound(request.method, request.url));
      }
      const page = prerendered.get(pageKey(request.url)) ?? 'index.html';
      return reply.header('Cache-Control', 'no-cache').sendFile(page);
    });
  }

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(sendApiNotFound(request.method, request.url)),
  );
}
