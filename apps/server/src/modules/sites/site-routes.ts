import { createHash } from 'node:crypto';
import { TECHFOLIO_CSS } from '@portfolio/techfolio/styles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { COVER_FILE, siteKey } from './publisher.ts';
import type { SiteCache } from './site-cache.ts';

const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

const NOT_LIVE_CSS =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.25rem;color:#1e293b}';

/** No scripts at all; only this site's own images and exactly its one inline stylesheet. */
function csp(css: string): string {
  return [
    "default-src 'none'",
    "img-src 'self'",
    // Nothing here can run a script; tools such as Lighthouse fetch robots.txt from the page.
    "connect-src 'self'",
    `style-src ${styleHash(css)}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const SITE_CSP = csp(TECHFOLIO_CSS);
const NOT_LIVE_CSP = csp(NOT_LIVE_CSS);
const NAME = /^[a-z][a-z0-9-]{1,39}$/;

function notLivePage(name: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Not live yet | Portfolio Maker</title><style>${NOT_LIVE_CSS}</style></head>
<body><main><h1>This site is not live yet</h1>
<p>There is no published portfolio at <strong>${name}</strong>. If it is yours, complete its payment in Portfolio Maker and it goes live at once.</p>
</main></body></html>`;
}

/** How each file of a site may be cached: pages revalidate (a 304 costs almost nothing), covers never change. */
function assetOf(file: string): { key: string; type: string; cacheControl: string } | undefined {
  if (file === '' || file === 'index.html') {
    return { key: 'index.html', type: 'text/html; charset=utf-8', cacheControl: 'no-cache' };
  }
  if (COVER_FILE.test(file)) {
    return { key: file, type: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' };
  }
  // Sites published before covers were named by their content.
  if (file === 'cover.webp') return { key: file, type: 'image/webp', cacheControl: 'no-cache' };
  return undefined;
}

/**
 * Published portfolio sites: by Host header at `{name}.{SITES_DOMAIN}` and at `/sites/{name}/`.
 * Every file has a strong ETag; pages are revalidated on each visit, so an update shows at once,
 * and covers are named by their content and kept for good. Nothing here runs scripts.
 */
async function sites(app: FastifyInstance, { cache }: { cache: SiteCache }): Promise<void> {
  const suffix = `.${app.config.sitesDomain}`;

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
    const found = NAME.test(name) && asset ? await cache.get(siteKey(name, asset.key)) : undefined;
    if (!asset || !found) {
      return reply
        .status(404)
        .header('Content-Security-Policy', NOT_LIVE_CSP)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(notLivePage(NAME.test(name) ? name : 'this address'));
    }
    reply
      .header('Content-Security-Policy', SITE_CSP)
      .header('Cache-Control', asset.cacheControl)
      .header('ETag', found.etag)
      .type(asset.type);
    if (request.headers['if-none-match'] === found.etag) return reply.status(304).send();
    return reply.send(found.body);
  }

  // A request for {name}.{SITES_DOMAIN} is that site's, whatever its path: the app is not served there.
  app.addHook('onRequest', async (request, reply) => {
    const host = request.hostname.toLowerCase();
    if (!host.endsWith(suffix)) return;
    const name = host.slice(0, -suffix.length);
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
