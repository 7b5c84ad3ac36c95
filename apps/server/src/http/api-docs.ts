import fastifySwagger from '@fastify/swagger';
import { type EndpointName, envelopeSchema } from '@portfolio/shared/api';
import { type ApiRoute, apiRoute } from '@portfolio/shared/api-routes';
import { escapeHtml } from '@portfolio/templates/safe-values';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaOf } from './api-route.ts';

const errorAnswer = {
  description:
    'A readable refusal or failure: 400 bad input, 401 not signed in, 403 not allowed, 404, 409 conflict, 413, 415, 429, 503',
  type: 'object',
  properties: { success: { const: false }, message: { type: 'string' }, data: { type: 'string' } },
  required: ['success', 'message'],
};

const multipartForm = {
  type: 'object',
  description:
    'The portfolio form: every field as text, the lists as JSON strings, and at most two files, coverImage and photo (images up to 5 MB). The image upload: one file, image (up to 25 MB).',
};

/** What @fastify/swagger reads of an endpoint: the table's contract as JSON Schema, with its words. */
function operationOf(route: ApiRoute): FastifySchema & Record<string, unknown> {
  return {
    summary: route.summary,
    ...(route.access === 'admin' && { description: 'Administrators only (403 for other accounts).' }),
    security: route.access === 'public' ? [] : [{ session: [] }],
    ...(route.multipart && { consumes: ['multipart/form-data'], body: multipartForm }),
    ...(route.body && { body: jsonSchemaOf(route.body, 'input') }),
    ...(route.query && { querystring: jsonSchemaOf(route.query, 'input') }),
    ...(route.params && { params: jsonSchemaOf(route.params, 'input') }),
    response: {
      [route.status ?? 200]: route.file
        ? { description: 'A file to save', content: { [route.file]: { schema: {} } } }
        : { description: 'Done', ...jsonSchemaOf(envelopeSchema(route.data), 'output') },
      default: errorAnswer,
    },
  };
}

/**
 * The OpenAPI document of the API, made by @fastify/swagger from the route table (every route under
 * /api/v1 is registered through it: see serve), served as JSON at /api/docs/openapi.json and as a
 * readable page at /api/docs. A route under /api that the table does not hold stops start-up.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const served: EndpointName[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const name = route.config?.apiRoute;
    if (!name) throw new Error(`${route.url} is not in the route table (packages/shared/src/api-routes.ts)`);
    if (route.method !== 'HEAD') served.push(name);
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Portfolio Maker API',
        version: '1',
        description:
          "Every answer is the envelope { success, message?, data? }. Sessions are cookies (pm_access, pm_refresh) set by sign-in; state-changing requests must come from the app's own origin.",
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'pm_access' } } },
    },
    transform: ({ url, route }) => {
      const name = route.config?.apiRoute;
      return name
        ? { schema: operationOf(apiRoute(name)), url }
        : { schema: { hide: true } as FastifySchema, url };
    },
  });

  app.get('/api/docs/openapi.json', async () => app.swagger());
  app.get('/api/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page(served.map((name) => apiRoute(name)))),
  );
}

/** A readable page of the same operations: what each takes and gives. */
function page(routes: ApiRoute[]): string {
  const schemaBlock = (
    title: string,
    schema: Parameters<typeof jsonSchemaOf>[0] | undefined,
    io: 'input' | 'output',
  ) =>
    schema
      ? `<h3>${title}</h3><pre>${escapeHtml(JSON.stringify(jsonSchemaOf(schema, io), null, 2))}</pre>`
      : '';
  const items = routes
    .map(
      (route) =>
        `<section><h2><code>${route.method} ${escapeHtml(route.path)}</code></h2><p>${escapeHtml(route.summary)} · ${route.access}</p>${route.multipart ? '<p>Body: multipart/form-data (the portfolio form, or one image).</p>' : ''}${schemaBlock('Body', route.body, 'input')}${schemaBlock('Query', route.query, 'input')}${schemaBlock('data', route.data, 'output')}</section>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>API | Portfolio Maker</title>
<style>body{font-family:system-ui,sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem;color:#111827}section{border-top:1px solid #d1d5db;padding:.5rem 0}pre{background:#f3f4f6;padding:.75rem;overflow:auto;font-size:.8rem}h2{font-size:1.05rem}h3{font-size:.9rem}</style>
</head><body><main><h1>Portfolio Maker API</h1>
<p>Every answer is <code>{ success, message?, data? }</code>. The machine-readable document: <a href="/api/docs/openapi.json">openapi.json</a>.</p>
${items}</main></body></html>`;
}
