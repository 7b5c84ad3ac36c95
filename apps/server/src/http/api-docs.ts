import { envelopeSchema } from '@portfolio/shared/api';
import { escapeHtml } from '@portfolio/templates/safe-values';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

/** What a route of the API takes and gives, in the shared schemas: the one source of its contract. */
export type RouteDoc = {
  summary: string;
  /** Who may call it: anyone, a signed-in user, or an administrator. */
  access?: 'public' | 'user' | 'admin';
  body?: z.ZodType;
  /** The body is the portfolio form (multipart), described in words rather than a schema. */
  multipart?: boolean;
  query?: z.ZodType;
  /** The schema of `data` in the envelope; omitted when the answer carries a message only. */
  data?: z.ZodType;
  status?: 200 | 201;
  /** The answer is a file to save (its media type), not the envelope. */
  file?: string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    doc?: RouteDoc;
  }
}

/** A shared schema as JSON Schema (draft 7, which Fastify's serializer reads), without the `$schema` line. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-7', unrepresentable: 'any' });
  return rest;
}

/**
 * Route options for a documented API route: its doc (read by the OpenAPI document) and its answer's
 * JSON schema, which Fastify also uses to serialise the answer faster. Request bodies are still
 * parsed with the shared zod schemas in the handler (their messages are the product's).
 */
export function documented(doc: RouteDoc, config: Record<string, unknown> = {}) {
  if (doc.file) return { config: { ...config, doc } };
  const answer = jsonSchema(envelopeSchema(doc.data), 'output');
  return { config: { ...config, doc }, schema: { response: { [doc.status ?? 200]: answer } } };
}

type Operation = { method: string; path: string; doc: RouteDoc | undefined };

const errorAnswer = {
  description:
    'A readable refusal or failure: 400 bad input, 401 not signed in, 403 not allowed, 404, 409 conflict, 413, 415, 429, 503',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { success: { const: false }, message: { type: 'string' }, data: { type: 'string' } },
        required: ['success', 'message'],
      },
    },
  },
};

function operationOf({ method, doc }: Operation) {
  if (!doc) return { summary: 'Undocumented', responses: { default: errorAnswer } };
  const security = doc.access === 'user' || doc.access === 'admin' ? [{ session: [] }] : [];
  const answer = jsonSchema(envelopeSchema(doc.data), 'output');
  return {
    summary: doc.summary,
    ...(doc.access === 'admin' && { description: 'Administrators only (403 for other accounts).' }),
    security,
    ...(doc.query && {
      parameters: Object.entries(
        (jsonSchema(doc.query, 'input').properties ?? {}) as Record<string, Record<string, unknown>>,
      ).map(([name, schema]) => ({ name, in: 'query', schema })),
    }),
    ...((doc.body || doc.multipart) &&
      method !== 'GET' && {
        requestBody: {
          required: true,
          content: doc.multipart
            ? {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    description:
                      'Every portfolio field as text, the five lists as JSON strings, and at most one file, coverImage (an image up to 5 MB).',
                  },
                },
              }
            : { 'application/json': { schema: jsonSchema(doc.body as z.ZodType, 'input') } },
        },
      }),
    responses: {
      [doc.status ?? 200]: doc.file
        ? { description: 'A file to save', content: { [doc.file]: {} } }
        : { description: 'Done', content: { 'application/json': { schema: answer } } },
      default: errorAnswer,
    },
  };
}

/**
 * The OpenAPI document of everything under /api, built from the routes as they are registered
 * (so it cannot miss one), served as JSON at /api/docs/openapi.json and as a page at /api/docs.
 */
export function registerApiDocs(app: FastifyInstance): void {
  const operations: Operation[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      operations.push({ method, path: route.url, doc: route.config?.doc });
    }
  });

  const document = () => {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const operation of operations) {
      const path = operation.path.replace(/:(\w+)/g, '{$1}');
      paths[path] ??= {};
      (paths[path] as Record<string, unknown>)[operation.method.toLowerCase()] = operationOf(operation);
    }
    return {
      openapi: '3.1.0',
      info: {
        title: 'Portfolio Maker API',
        version: '1',
        description:
          "Every answer is the envelope { success, message?, data? }. Sessions are cookies (pm_access, pm_refresh) set by sign-in; state-changing requests must come from the app's own origin.",
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'pm_access' } } },
      paths,
    };
  };

  app.get('/api/docs/openapi.json', async () => document());
  app.get('/api/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page(operations)),
  );
}

/** A readable page of the same operations: what each takes and gives. */
function page(operations: Operation[]): string {
  const items = operations
    .map(({ method, path, doc }) => {
      const body = doc?.body
        ? `<h3>Body</h3><pre>${escapeHtml(JSON.stringify(jsonSchema(doc.body, 'input'), null, 2))}</pre>`
        : '';
      const data = doc?.data
        ? `<h3>data</h3><pre>${escapeHtml(JSON.stringify(jsonSchema(doc.data, 'output'), null, 2))}</pre>`
        : '';
      return `<section><h2><code>${method} ${escapeHtml(path)}</code></h2><p>${escapeHtml(doc?.summary ?? 'Undocumented')} · ${escapeHtml(doc?.access ?? 'public')}</p>${doc?.multipart ? '<p>Body: the portfolio form as multipart/form-data.</p>' : ''}${body}${data}</section>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>API | Portfolio Maker</title>
<style>body{font-family:system-ui,sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem;color:#111827}section{border-top:1px solid #d1d5db;padding:.5rem 0}pre{background:#f3f4f6;padding:.75rem;overflow:auto;font-size:.8rem}h2{font-size:1.05rem}h3{font-size:.9rem}</style>
</head><body><main><h1>Portfolio Maker API</h1>
<p>Every answer is <code>{ success, message?, data? }</code>. The machine-readable document: <a href="/api/docs/openapi.json">openapi.json</a>.</p>
${items}</main></body></html>`;
}
