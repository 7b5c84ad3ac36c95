import { apiEndpoints, apiPaths } from '@portfolio/shared/api';
import { userSchema } from '@portfolio/shared/auth';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerApiDocs } from '../src/http/api-docs.ts';
import { registerUser } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { razorpayEnv } from './payment-helpers.ts';

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { summary: string; responses: Record<string, unknown> }>>;
};

const asOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const documentOf = async (env: NodeJS.ProcessEnv) => {
    t = await createTestApp('sqlite', env);
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    return res.json() as Document;
  };

  /** Every (method, path) the document lists; the routes it learnt of as they were registered. */
  const operations = (doc: Document) =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );

  it('describes every API route of the sandbox setup, none left undocumented', async () => {
    const doc = await documentOf({});
    expect(doc.openapi).toBe('3.1.0');
    const listed = operations(doc);
    expect(
      listed.filter(({ operation }) => operation.summary === 'Undocumented').map((o) => o.route),
    ).toEqual([]);
    const paths = Object.keys(doc.paths);
    for (const [name, path] of Object.entries(apiPaths)) {
      if (name === 'paymentWebhook') continue; // only with Razorpay: see below
      expect(paths, name).toContain(asOpenApiPath(path));
    }
    // …and nothing the route table does not hold, each with the table's method.
    const table = Object.values(apiEndpoints).map((endpoint) => {
      const [method, path] = endpoint.split(' ') as [string, string];
      return `${method} ${asOpenApiPath(path)}`;
    });
    expect(listed.map(({ route }) => route).filter((route) => !table.includes(route))).toEqual([]);
  });

  it('stops start-up when a route under /api is registered that the route table does not hold', async () => {
    const app = Fastify();
    await registerApiDocs(app);
    expect(() => app.post('/api/v1/user/unlisted', async () => ({ success: true }))).toThrow(
      /not in the route table/,
    );
    await app.close();
  });

  it('refuses bad input where it arrives, with the first issue of the shared schema', async () => {
    t = await createTestApp('sqlite', {});
    const post = (payload: string) =>
      t?.app.inject({
        method: 'POST',
        url: apiPaths.login,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const notAnObject = await post('"a@b.co"');
    expect(notAnObject?.statusCode).toBe(400);
    expect(notAnObject?.json()).toEqual({
      success: false,
      message: 'The request body must be a JSON object.',
    });
    const badEmail = await post('{"email":"nope"}');
    expect(badEmail?.statusCode).toBe(400);
    expect(badEmail?.json()).toEqual({ success: false, message: 'Email is invalid' });
  });

  it('describes the webhook once Razorpay is on, and drops the sandbox', async () => {
    const doc = await documentOf(razorpayEnv());
    expect(doc.paths[apiPaths.paymentWebhook]?.post?.summary).toMatch(/Razorpay/);
    expect(doc.paths[apiPaths.sandboxPay]).toBeUndefined();
    expect(operations(doc).filter(({ operation }) => operation.summary === 'Undocumented')).toEqual([]);
  });

  it('gives answers in the shape it documents, and a readable page of the same', async () => {
    const doc = await documentOf({});
    const app = (t as TestApp).app;
    const jar = await registerUser(app);
    const me = await app.inject({ method: 'GET', url: apiPaths.userInformation, cookies: jar });
    expect(userSchema.strict().parse(me.json().data)).toEqual(me.json().data);
    expect(doc.paths[apiPaths.userInformation]?.get?.responses).toHaveProperty('200');
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`GET ${apiPaths.userInformation}`);
    expect(page.body).toContain('The signed-in user');
  });
});
