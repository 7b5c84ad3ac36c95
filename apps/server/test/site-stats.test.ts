import http from 'node:http';
import type net from 'node:net';
import { apiPaths } from '@portfolio/shared/api';
import { waitFor } from '@portfolio/test-support/wait-for';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Jar, registerUser } from './auth-helpers.ts';
import { type DialectName, dialects, type TestApp, testClock } from './helpers.ts';
import { insertLiveSites } from './live-sites.ts';
import { appWithLiveSite, fullPortfolio } from './portfolio-helpers.ts';

const SITE = `${fullPortfolio.hostingName}.localhost`;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36';
const OTHER_BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Gecko/20100101 Firefox/140.0';

type Visit = { headers?: Record<string, string>; ip?: string; method?: 'GET' | 'HEAD'; path?: string };

/** A visit of the published site's page through the app (the framework's path). */
const visit = (
  app: FastifyInstance,
  { headers = {}, ip = '203.0.113.7', method = 'GET', path = '/' }: Visit = {},
) =>
  app.inject({
    method,
    url: path,
    remoteAddress: ip,
    headers: { host: SITE, 'user-agent': BROWSER, ...headers },
  });

async function stats(app: FastifyInstance, cookies: Jar, portfolioId: string, days = '30') {
  return app.inject({ method: 'GET', url: apiPaths.siteStats, cookies, query: { portfolioId, days } });
}

/** Views and visitors of today, as stored. */
async function today(app: FastifyInstance) {
  const row = await app.db.selectFrom('site_daily_stats').select(['views', 'visitors']).executeTakeFirst();
  return { views: row?.views ?? 0, visitors: row?.visitors ?? 0 };
}

describe.each(dialects)('visitor stats (%s)', (dialect: DialectName) => {
  let t: TestApp | undefined;
  let second: FastifyInstance | undefined;
  afterEach(async () => {
    await second?.close();
    await t?.close();
    t = undefined;
    second = undefined;
  });

  async function liveSite(clock = testClock()) {
    const site = await appWithLiveSite(dialect, {}, { clock: clock.now });
    t = site.t;
    return { ...site, clock };
  }
  /** Writes the views counted so far (the lifecycle's timer would, a moment later). */
  const flush = async () => t?.services.views.flush();

  it('counts people, not robots, HEAD requests, prefetches or the owner coming from the app', async () => {
    const { app, owner, id } = await liveSite();
    expect((await visit(app)).statusCode).toBe(200);
    await visit(app, { headers: { referer: 'https://news.example.org/post/1' }, ip: '198.51.100.2' });
    for (const robot of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'curl/8.5.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/141.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome-Lighthouse',
      '',
    ]) {
      await visit(app, { headers: { 'user-agent': robot } });
    }
    await visit(app, { method: 'HEAD' });
    await visit(app, { headers: { 'sec-purpose': 'prefetch' } });
    await visit(app, { headers: { referer: 'http://localhost:3000/templates' } });
    // The cover is no page view.
    await visit(app, { path: '/robots.txt' });
    await flush();

    expect(await today(app)).toEqual({ views: 2, visitors: 2 });
    const answer = await stats(app, owner, id);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data.days).toHaveLength(30);
    expect(data.days.at(-1)).toMatchObject({ views: 2, visitors: 2 });
    expect(data.days[0]).toMatchObject({ views: 0, visitors: 0 });
    expect(data.totals).toEqual({ views: 2, visitors: 2 });
    expect(data.referrers).toEqual([{ host: 'news.example.org', views: 1 }]);
    expect((await stats(app, owner, id, '90')).json().data.days).toHaveLength(90);
  });

  it('counts a flood from one browser as one visitor, and a 304 of a recent visitor as no view', async () => {
    const { app, clock } = await liveSite();
    for (let i = 0; i < 300; i += 1) await visit(app);
    await visit(app, { headers: { 'user-agent': OTHER_BROWSER } });
    await flush();
    expect(await today(app)).toEqual({ views: 301, visitors: 2 });

    const etag = (await visit(app)).headers.etag as string;
    await flush();
    const again = await visit(app, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    await flush();
    expect(await today(app)).toEqual({ views: 302, visitors: 2 });
    // Half an hour later the same browser checking again is a new visit of the same visitor.
    clock.advance(31 * 60 * 1000);
    await visit(app, { headers: { 'if-none-match': etag } });
    await flush();
    const rows = await app.db.selectFrom('site_daily_stats').select(['views', 'visitors']).execute();
    expect(rows.reduce((n, r) => n + r.views, 0)).toBe(303);
  });

  it('keeps visitor codes only until the day after, never an address or a browser name', async () => {
    const { app, clock } = await liveSite();
    await visit(app);
    await flush();
    const stored = JSON.stringify(await app.db.selectFrom('site_daily_visitors').selectAll().execute());
    expect(stored).not.toContain('203.0.113.7');
    expect(stored).not.toContain('Chrome');
    expect(await app.db.selectFrom('stats_salts').selectAll().execute()).toHaveLength(1);

    clock.advance(2 * 24 * 60 * 60 * 1000);
    await visit(app);
    await flush();
    const days = (await app.db.selectFrom('site_daily_visitors').select('day').execute()).map((r) => r.day);
    expect(new Set(days).size).toBe(1);
    expect(await app.db.selectFrom('stats_salts').selectAll().execute()).toHaveLength(1);
    // The daily totals stay.
    expect(await app.db.selectFrom('site_daily_stats').selectAll().execute()).toHaveLength(2);
  });

  it("refuses someone else's stats (403), unknown portfolios (404), visitors (401) and junk periods (400)", async () => {
    const { app, id } = await liveSite();
    const other = await registerUser(app, {
      userName: 'ravi',
      fullName: 'Ravi',
      email: 'ravi@example.com',
      password: 'another long password',
    });
    const refused = await stats(app, other, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This portfolio is not yours.');
    expect((await stats(app, other, 'no-such-id')).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: apiPaths.siteStats, query: { portfolioId: id } })).statusCode,
    ).toBe(401);
    for (const days of ['7', '-1', 'all', '30.5']) {
      const junk = await stats(app, other, id, days);
      expect(junk.statusCode).toBe(400);
      expect(junk.json().message).toBe('days must be 30 or 90.');
    }
  });

  it("shows each live portfolio's views of the last 7 days in the owner's list", async () => {
    const { app, owner } = await liveSite();
    for (let i = 0; i < 3; i += 1) await visit(app);
    await flush();
    const list = await app.inject({ method: 'GET', url: apiPaths.usersPortfolios, cookies: owner });
    expect(list.json().data[0]).toMatchObject({ viewsLast7Days: 3, contactForm: true });
  });

  it('counts 10 000 views sent to two servers of one site, losing none and each visitor once', async () => {
    t = (await appWithLiveSite(dialect)).t;
    second = await buildApp(t.config);
    const ports: number[] = [];
    for (const app of [t.app, second]) {
      await app.listen({ host: '127.0.0.1', port: 0 });
      ports.push((app.server.address() as net.AddressInfo).port);
    }
    const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
    const get = (port: number, userAgent: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get(
            { host: '127.0.0.1', port, path: '/', agent, headers: { host: SITE, 'user-agent': userAgent } },
            (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            },
          )
          .on('error', reject);
      });
    // 200 visitors (one browser each), 50 views each, every visitor on both servers.
    const requests = Array.from({ length: 10_000 }, (_, i) => ({
      port: ports[i % 2] as number,
      userAgent: `${BROWSER} visitor/${Math.floor(i / 50)}`,
    }));
    for (let i = 0; i < requests.length; i += 64) {
      const statuses = await Promise.all(requests.slice(i, i + 64).map((r) => get(r.port, r.userAgent)));
      expect(statuses.every((s) => s === 200)).toBe(true);
    }
    agent.destroy();
    await waitFor(
      async () => (await today(t?.app as FastifyInstance)).views === 10_000,
      'every view counted',
      {
        ms: 10_000,
        everyMs: 20,
      },
    );
    expect(await today(t.app)).toEqual({ views: 10_000, visitors: 200 });
  });

  it("counts 300 sites' views in one flush, new and known visitors and referrers, serving requests meanwhile", async () => {
    t = (await appWithLiveSite(dialect)).t;
    const { app, services } = t;
    const names = Array.from({ length: 300 }, (_, i) => `many-${String(i).padStart(3, '0')}`);
    await insertLiveSites(app.db, names);
    for (const name of names) {
      services.views.record({
        site: name,
        path: '/',
        ip: '203.0.113.9',
        userAgent: BROWSER,
        referrerHost: undefined,
        revalidation: false,
      });
    }
    // A visitor's request stands for any: how often the event loop could take one during the flush.
    let turns = 0;
    let counting = true;
    const turn = () => {
      turns += 1;
      if (counting) setImmediate(turn);
    };
    setImmediate(turn);
    await services.views.flush();
    counting = false;

    const rows = await app.db
      .selectFrom('site_daily_stats')
      .select(['portfolio_id', 'views', 'visitors'])
      .execute();
    expect(rows).toHaveLength(300);
    expect(rows.every((row) => row.views === 1 && row.visitors === 1)).toBe(true);
    // On SQLite a transaction runs without giving the event loop a turn: counted in one, 300 sites'
    // views held every request for the whole flush (no turn at all).
    expect(turns).toBeGreaterThan(1);

    // Again for 100 of them: one known visitor, one new, both from another site.
    for (const name of names.slice(0, 100)) {
      for (const ip of ['203.0.113.9', '203.0.113.10']) {
        services.views.record({
          site: name,
          path: '/',
          ip,
          userAgent: BROWSER,
          referrerHost: 'news.example.org',
          revalidation: false,
        });
      }
    }
    await services.views.flush();
    const again = await app.db
      .selectFrom('site_daily_stats')
      .select(['views', 'visitors'])
      .where(
        'portfolio_id',
        'in',
        names.slice(0, 100).map((name) => `p-${name}`),
      )
      .execute();
    expect(again).toHaveLength(100);
    expect(again.every((row) => row.views === 3 && row.visitors === 2)).toBe(true);
    const referred = await app.db.selectFrom('site_daily_referrers').select(['host', 'views']).execute();
    expect(referred).toHaveLength(100);
    expect(referred.every((row) => row.host === 'news.example.org' && row.views === 2)).toBe(true);
  });
});
