import { readFile } from 'node:fs/promises';
import type { ImageFormat } from '@portfolio/shared/project-images';
import { siteMessageTexts } from '@portfolio/shared/site-messages';
import { FONT_DIR } from '@portfolio/templates/font-dir';
import { FONT_FILES } from '@portfolio/templates/fonts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { clientKey } from '../../http/client-key.ts';
import { FormTooLargeError, readFormBody } from '../../http/form-body.ts';
import type { SiteMessagesService } from '../site-messages/service.ts';
import { StorageUnavailableError } from '../storage/storage.ts';
import { contactNoticePage, contactPage, type SiteLook, sentPage } from './contact-page.ts';
import { siteKey } from './publisher.ts';
import type { SiteAnswer } from './site-answer.ts';
import type { SiteCache } from './site-cache.ts';
import { needsIdentity } from './site-files.ts';
import type { SiteHosts } from './site-hosts.ts';
import {
  assetOf,
  FONT_CACHE_CONTROL,
  FONT_ROUTE,
  IMAGE_ROUTE,
  isFontFile,
  NOT_LIVE_CSS,
  pagePolicy,
  SITE_NAME,
  sitePolicy,
} from './site-policy.ts';

const NOT_LIVE_CSP = sitePolicy(NOT_LIVE_CSS);
/** A contact form's whole body: three fields of at most 5 000 characters (UTF-8, urlencoded). */
const CONTACT_BODY_LIMIT = 48 * 1024;

/** A page of ours in a site's place: not live, taken down, or briefly unavailable. */
function noticePage(title: string, heading: string, text: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Portfolio Maker</title><style>${NOT_LIVE_CSS}</style></head>
<body><main><h1>${heading}</h1>
<p>${text}</p>
</main></body></html>`;
}

const notLivePage = (name: string) =>
  noticePage(
    'Not live yet',
    'This site is not live yet',
    `There is no published portfolio at <strong>${name}</strong>. If it is yours, complete its payment in Portfolio Maker and it goes live at once.`,
  );

/** A site our administrators took down: neutral, with nothing of the owner's content. */
const unavailablePage = () =>
  noticePage(
    'This site is unavailable',
    'This site is unavailable',
    'This site has been taken down by Portfolio Maker and cannot be shown.',
  );

/** The storage is out of reach for a moment: nothing is lost, the visitor may try again. */
const briefOutagePage = () =>
  noticePage('Briefly unavailable', 'This site is briefly unavailable', 'Please try again in a moment.');

/** Sends one of those pages, with its own policy and not to be kept. */
function sendNotice(reply: FastifyReply, status: number, page: string, cacheControl = 'no-cache') {
  return reply
    .status(status)
    .header('Content-Security-Policy', NOT_LIVE_CSP)
    .header('Cache-Control', cacheControl)
    .type('text/html; charset=utf-8')
    .send(page);
}

/**
 * Published portfolio sites: by Host header at `{name}.{SITES_DOMAIN}` or at a connected custom
 * domain, and at `/sites/{name}/`.
 * Every file has a strong ETag; pages are revalidated on each visit, so an update shows at once,
 * and covers are named by their content and kept for good. Nothing here runs scripts. Page views
 * are counted (off the request path), and `contact` is the site's contact form.
 */
type Options = {
  cache: SiteCache;
  hosts: SiteHosts;
  /** A cached file's answer and the view it counts: the fast path's too. */
  answer: SiteAnswer;
  messages: SiteMessagesService;
  /** Whether our administrators took the site with this name down (asked only when it has no page). */
  isTakenDown: (hostingName: string) => Promise<boolean>;
  /** The template and owner's name of a live site, for its contact pages. */
  lookOf: (hostingName: string) => Promise<SiteLook>;
  /** Where /demo leads (LIVE_DEMO_URL, or the seeded demo portfolio). */
  liveDemoUrl: string;
  /** One stored size of a project image (images-service.ts). */
  readImage: (id: string, width: number, format: ImageFormat) => Promise<Buffer | undefined>;
};

const CONTACT_PATH = /^\/sites\/([a-z][a-z0-9-]{1,39})\/contact$/;

/** What the site's pages are served from: the route options and the template fonts, read once. */
type SiteDeps = Options & { fonts: Map<string, Buffer> };

/**
 * A file named by its content, kept for good: its ETag is its name, and a client (or CDN) that
 * revalidates it anyway gets a 304. Answers whether it did.
 */
function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('ETag', etag).header('Cache-Control', FONT_CACHE_CONTROL);
  if (request.headers['if-none-match'] !== etag) return false;
  reply.status(304).send();
  return true;
}

/** A template font: the same on every host, cached for good (a new font is a new file name). */
function sendFont({ fonts }: SiteDeps, file: string, request: FastifyRequest, reply: FastifyReply) {
  const body = isFontFile(file) ? fonts.get(file) : undefined;
  if (!body) return reply.status(404).type('text/plain; charset=utf-8').send('No such font.');
  if (notModified(request, reply, `"${file}"`)) return reply;
  return (
    reply
      // The editor's preview frame has no origin of its own (sandboxed), and fonts load with CORS.
      .header('Access-Control-Allow-Origin', '*')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .type('font/woff2')
      .send(body)
  );
}

/**
 * A project image: the same on every host, cached for good (a new picture is a new id). The
 * preview frame is sandboxed (no origin of its own), so the image is shared cross-origin like a font.
 */
async function sendImage(
  { readImage }: SiteDeps,
  file: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const [, id, width, format] = IMAGE_ROUTE.exec(file) ?? [];
  // Named by its content: a client that has this name has these bytes, so no read for its 304.
  if (id && notModified(request, reply, `"${id}-${width}.${format}"`)) return reply;
  const body = id ? await readImage(id, Number(width), format as ImageFormat) : undefined;
  if (!body) {
    return reply
      .removeHeader('ETag')
      .status(404)
      .header('Cache-Control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send('No such image.');
  }
  return reply.header('Cross-Origin-Resource-Policy', 'cross-origin').type(`image/${format}`).send(body);
}

function contactReply(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .status(status)
      // In the site's template and theme: the page's own stylesheet.
      .header('Content-Security-Policy', pagePolicy(html))
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html)
  );
}

async function showContactForm({ lookOf, messages }: SiteDeps, name: string, reply: FastifyReply) {
  const look = await lookOf(name);
  const owner = await messages.formFor(name);
  if (!owner)
    return contactReply(reply, 404, contactNoticePage(look, 'No contact form', siteMessageTexts.closed));
  return contactReply(reply, 200, contactPage({ ...look, ownerName: owner.name, token: owner.token }));
}

async function sendContactMessage(
  { lookOf, messages }: SiteDeps,
  name: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const look = await lookOf(name);
  const type = request.headers['content-type']?.split(';')[0]?.trim();
  if (type !== 'application/x-www-form-urlencoded') {
    return contactReply(reply, 415, contactNoticePage(look, 'Not sent', siteMessageTexts.refused));
  }
  let form: Record<string, string>;
  try {
    form = await readFormBody(request.raw, CONTACT_BODY_LIMIT);
  } catch (error) {
    if (!(error instanceof FormTooLargeError)) throw error;
    // The rest of the body is never read: the connection cannot carry another request.
    reply.header('Connection', 'close');
    return contactReply(reply, 413, contactNoticePage(look, 'Not sent', siteMessageTexts.tooLarge));
  }
  const outcome = await messages.submit(name, form, clientKey(request.ip));
  if (outcome.kind === 'sent') return contactReply(reply, 200, sentPage(look));
  if (outcome.kind === 'closed') {
    return contactReply(reply, 404, contactNoticePage(look, 'No contact form', siteMessageTexts.closed));
  }
  const owner = await messages.formFor(name);
  return contactReply(
    reply,
    outcome.status,
    contactPage({
      ...look,
      ownerName: owner?.name ?? look.ownerName,
      token: owner?.token ?? '',
      values: outcome.values,
      errors: outcome.errors,
      notice: outcome.message,
    }),
  );
}

/** `atlas` where the site has a case-study page at `atlas/`: answered with a redirect there (relative, so on every host). */
async function isCaseStudyWithoutSlash({ cache }: SiteDeps, name: string, file: string): Promise<boolean> {
  const asset = /^[a-z0-9-]+$/.test(file) ? assetOf(`${file}/`) : undefined;
  return Boolean(asset && SITE_NAME.test(name) && (await cache.get(siteKey(name, asset.key), asset)));
}

/** A site's file; while the storage is out of reach and the file is not in memory, a page saying so (503). */
async function serveFile(
  site: SiteDeps,
  name: string,
  file: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  try {
    return await answerFile(site, name, file, request, reply);
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    return sendNotice(reply.header('Retry-After', '5'), 503, briefOutagePage(), 'no-store');
  }
}

async function answerFile(
  site: SiteDeps,
  name: string,
  file: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { cache, isTakenDown, answer: answerSite } = site;
  reply
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'strict-origin-when-cross-origin');
  const font = FONT_ROUTE.exec(file);
  if (font) return sendFont(site, font[1] as string, request, reply);
  if (file.startsWith('_images/')) return sendImage(site, file, request, reply);
  // Sites published before they had their own robots.txt may be indexed all the same; the icon
  // is favicon.svg (a 204 for browsers that ask for favicon.ico keeps their consoles clean).
  const robots = file === 'robots.txt' ? assetOf(file) : undefined;
  if (robots && !(SITE_NAME.test(name) && (await cache.get(siteKey(name, file), robots))))
    return reply.type('text/plain; charset=utf-8').send('User-agent: *\nAllow: /\n');
  if (file === 'favicon.ico')
    return reply.status(204).header('Cache-Control', 'public, max-age=86400').send();
  if (file === 'contact' && SITE_NAME.test(name)) return showContactForm(site, name, reply);
  if (await isCaseStudyWithoutSlash(site, name, file)) return reply.redirect(`${file}/`, 301);
  const asset = assetOf(file);
  const identity = needsIdentity(request.headers['accept-encoding']);
  const found =
    SITE_NAME.test(name) && asset ? await cache.get(siteKey(name, asset.key), asset, identity) : undefined;
  if (!found && SITE_NAME.test(name) && (await isTakenDown(name))) {
    // 451 Unavailable For Legal Reasons: what a hosting service answers for a removed page.
    return sendNotice(reply, 451, unavailablePage());
  }
  if (!found || !asset) {
    return sendNotice(reply, 404, notLivePage(SITE_NAME.test(name) ? name : 'this address'));
  }
  const { status, headers, body } = answerSite(name, asset, found, request.raw, () => request.ip);
  return reply.status(status).headers(headers).send(body);
}

async function sites(app: FastifyInstance, options: Options): Promise<void> {
  const fonts = new Map<string, Buffer>();
  for (const file of FONT_FILES) fonts.set(file, await readFile(new URL(file, FONT_DIR)));
  const site: SiteDeps = { ...options, fonts };
  const { hosts, liveDemoUrl } = options;

  // A request for a site's host is that site's, whatever its path: the app is not served there.
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const name = await hosts.siteOf(request.hostname);
    if (name === undefined) {
      const posted = request.method === 'POST' && CONTACT_PATH.exec(path);
      return posted ? sendContactMessage(site, posted[1] as string, request, reply) : undefined;
    }
    if (request.method === 'POST' && path === '/contact')
      return sendContactMessage(site, name, request, reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .status(405)
        .header('Allow', 'GET, HEAD')
        .send({ success: false, message: 'Sites are read-only.' });
    }
    return serveFile(site, name, path.replace(/^\//, ''), request, reply);
  });

  app.get<{ Params: { name: string } }>('/sites/:name', async (request, reply) =>
    reply.redirect(`/sites/${encodeURIComponent(request.params.name)}/`, 301),
  );
  app.get<{ Params: { name: string; file: string } }>('/sites/:name/:file', async (request, reply) =>
    serveFile(site, request.params.name, request.params.file, request, reply),
  );
  app.get<{ Params: { name: string } }>('/sites/:name/', async (request, reply) =>
    serveFile(site, request.params.name, '', request, reply),
  );
  // A project's case-study page (issue 26 item 2).
  app.get<{ Params: { name: string; slug: string } }>('/sites/:name/:slug/', async (request, reply) =>
    serveFile(site, request.params.name, `${request.params.slug}/`, request, reply),
  );

  // The template fonts on the app's own host too: sites under /sites/{name}/ and the editor's preview.
  app.get<{ Params: { file: string } }>('/_site-fonts/:file', async (request, reply) =>
    sendFont(site, request.params.file, request, reply),
  );

  // Project images on the app's own host too: sites under /sites/{name}/ and the editor's preview.
  app.get<{ Params: { id: string; file: string } }>('/_images/:id/:file', async (request, reply) =>
    sendImage(
      site,
      `_images/${request.params.id}/${request.params.file}`,
      request,
      reply.header('X-Content-Type-Options', 'nosniff'),
    ),
  );

  // The home page's Live Demo link: LIVE_DEMO_URL, or the demo portfolio seeded at start-up.
  app.get('/demo', async (_request, reply) => reply.redirect(liveDemoUrl, 302));
}

/** Not encapsulated: the Host hook must see every request of the app, unknown paths included. */
export const siteRoutes = fastifyPlugin(sites, { name: 'sites' });
