import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { siteKey } from './publisher.ts';
import type { SiteCache } from './site-cache.ts';
import type { SiteHosts } from './site-hosts.ts';
import { assetOf, NOT_LIVE_CSS, respond, SITE_NAME, sitePolicy } from './site-policy.ts';

const NOT_LIVE_CSP = sitePolicy(NOT_LIVE_CSS);

function notLivePage(name: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Not live yet | Portfolio Maker</title><style>${NOT_LIVE_CSS}</style></head>
<body><main><h1>This site is not live yet</h1>
<p>There is no published portfolio at <strong>${name}</strong>. If it is yours, complete its payment in Portfolio Maker and it goes live at once.</p>
</main></body></html>`;
}

/**
 * Published portfolio sites: by Host header at `{name}.{SITES_DOMAIN}` or at a connected custom
 * domain, and at `/sites/{name}/`.
 * Every file has a strong ETag; pages are revalidated on each visit, so an update shows at once,
 * and covers are named by their content and kept for good. Nothing here runs scripts.
 */
type Options = { cache: SiteCache; hosts: SiteHosts };

async function sites(app: FastifyInstance, { cache, hosts }: Options): Promise<void> {
  async function serve(name: string, file: string, request: FastifyRequest, reply: FastifyReply) {
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'strict-origin-when-cross-origin');
    // Every site may be indexed; none has an icon of its own (204 keeps browser consoles clean).
    if (file === 'robots.txt')
      return reply.type('text/plain; charset=utf-8').send('User-agent: *\nAllow: /\n');
    if (file === 'favicon.ico')
      return reply.status(204).header('Cache-Control', 'public, max-age=86400').send();
    const asset = assetOf(file);
    const found =
      SITE_NAME.test(name) && asset ? await cache.get(siteKey(name, asset.key), asset) : undefined;
    if (!found) {
      return reply
        .status(404)
        .header('Content-Security-Policy', NOT_LIVE_CSP)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(notLivePage(SITE_NAME.test(name) ? name : 'this address'));
    }
    const { status, headers, body } = respond(found, request.headers);
    return reply.status(status).headers(headers).send(body);
  }

  // A request for a site's host is that site's, whatever its path: the app is not served there.
  app.addHook('onRequest', async (request, reply) => {
    const name = await hosts.siteOf(request.hostname);
    if (name === undefined) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .status(405)
        .header('Allow', 'GET, HEAD')
        .send({ success: false, message: 'Sites are read-only.' });
    }
    return serve(name, request.url.split('?')[0]?.replace(/^\//, '') ?? '', request, reply);
  });

  app.get<{ Params: { name: string } }>('/sites/:name', async (request, reply) =>
    reply.redirect(`/sites/${encodeURIComponent(request.params.name)}/`, 301),
  );
  app.get<{ Params: { name: string; file: string } }>('/sites/:name/:file', async (request, reply) =>
    serve(request.params.name, request.params.file, request, reply),
  );
  app.get<{ Params: { name: string } }>('/sites/:name/', async (request, reply) =>
    serve(request.params.name, '', request, reply),
  );

  // The home page's Live Demo link: LIVE_DEMO_URL, or the demo portfolio seeded at start-up.
  app.get('/demo', async (_request, reply) => reply.redirect(app.config.liveDemoUrl, 302));
}

/** Not encapsulated: the Host hook must see every request of the app, unknown paths included. */
export const siteRoutes = fastifyPlugin(sites, { name: 'sites' });
