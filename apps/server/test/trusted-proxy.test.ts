import http from 'node:http';
import type net from 'node:net';
import { apiPaths } from '@portfolio/shared/api';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from './helpers.ts';
import { appWithLiveSite, fullPortfolio } from './portfolio-helpers.ts';

const PROXY = '127.0.0.1';
const CLIENT = '203.0.113.50';
const SITE = `${fullPortfolio.hostingName}.localhost`;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/140.0';

/**
 * What nginx's `proxy_add_x_forwarded_for` passes on: whatever the client sent, then the address
 * the proxy saw. The client chooses the first entries; only the last is the proxy's word.
 */
const forwardedFor = (i: number) => `10.${i >> 8}.${i & 255}.1, ${CLIENT}`;

describe.each(dialects)('behind a trusted proxy (%s)', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const signIn = (app: TestApp['app'], i: number, remoteAddress = PROXY) =>
    app.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { email: 'nobody@example.com' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor(i) },
    });

  it.each([
    ['a list of addresses', `${PROXY},10.0.0.0/8`],
    ['a hop count', '1'],
  ])('limits sign-ins by the real client, whatever X-Forwarded-For it invents (%s)', async (_, trust) => {
    t = await createTestApp(dialect, { TRUST_PROXY: trust });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) statuses.push((await signIn(t.app, i)).statusCode);
    expect(statuses.filter((s) => s === 404)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });

  it('believes no X-Forwarded-For from an address that is not a listed proxy', async () => {
    t = await createTestApp(dialect, { TRUST_PROXY: PROXY });
    // Two direct clients sending the same header are two clients: neither uses up the other's limit.
    for (let i = 0; i < 30; i += 1) expect((await signIn(t.app, i, '198.51.100.1')).statusCode).toBe(404);
    expect((await signIn(t.app, 0, '198.51.100.2')).statusCode).toBe(404);
    expect((await signIn(t.app, 0, '198.51.100.1')).statusCode).toBe(429);
  });

  it('counts one visitor for one client, whatever it puts in X-Forwarded-For, on both paths', async () => {
    const site = await appWithLiveSite(dialect, { TRUST_PROXY: PROXY });
    t = site.t;
    await t.app.listen({ host: PROXY, port: 0 });
    const { port } = t.app.server.address() as net.AddressInfo;
    const visit = (i: number) =>
      new Promise<number>((resolve, reject) => {
        const headers = { host: SITE, 'user-agent': BROWSER, 'x-forwarded-for': forwardedFor(i) };
        http
          .get({ host: PROXY, port, path: '/', headers }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
          .on('error', reject);
      });
    // The first view fills the cache through the framework; the others are answered before it.
    for (let i = 0; i < 5; i += 1) expect(await visit(i)).toBe(200);
    await t.services.views.flush();
    const row = await t.app.db
      .selectFrom('site_daily_stats')
      .select(['views', 'visitors'])
      .executeTakeFirst();
    expect(row).toEqual({ views: 5, visitors: 1 });
  });

  it('takes the public host and scheme from the proxy only, for the same-origin check', async () => {
    t = await createTestApp(dialect, { TRUST_PROXY: PROXY });
    const logout = (remoteAddress: string) =>
      t?.app.inject({
        method: 'POST',
        url: apiPaths.logout,
        remoteAddress,
        headers: {
          host: 'app-server:3000',
          origin: 'https://app.example',
          'x-forwarded-host': 'app.example',
          'x-forwarded-proto': 'https',
        },
      });
    expect((await logout(PROXY))?.statusCode).toBe(200);
    expect((await logout('198.51.100.1'))?.statusCode).toBe(403);
  });
});
