import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../src/lib/clock.ts';
import { type DialectName, dialects, type TestApp, testClock } from './helpers.ts';
import { appWithLiveSite, fullPortfolio } from './portfolio-helpers.ts';

const SITE = `${fullPortfolio.hostingName}.localhost`;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36';

const visit = (app: FastifyInstance, referer: string) =>
  app.inject({
    method: 'GET',
    url: '/',
    remoteAddress: '203.0.113.7',
    headers: { host: SITE, 'user-agent': BROWSER, referer },
  });
/** Writes the views counted so far (the lifecycle's timer would, a moment later). */
const flush = (t: TestApp) => t.services.views.flush();

// What the privacy policy promises (apps/web/src/features/legal/components/privacy-policy-sections.tsx):
// the referring sites of a day are kept 90 days, then only that day's views and visitors remain.
describe.each(dialects)('visitor stats retention (%s)', (dialect: DialectName) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("reduces a day's figures to its daily totals once it is more than 90 days old", async () => {
    const clock = testClock(Date.parse('2026-01-10T12:00:00Z'));
    const site = await appWithLiveSite(dialect, {}, { clock: clock.now });
    t = site.t;
    const { app } = site;
    await visit(app, 'https://news.example.org/post/1');
    await flush(site.t);

    // 90 days later the first day's referrers are still there.
    clock.advance(90 * DAY_MS);
    await visit(app, 'https://blog.example.com/');
    await flush(site.t);
    const hosts = async () =>
      (await app.db.selectFrom('site_daily_referrers').select(['day', 'host']).orderBy('day').execute()).map(
        (r) => `${r.day} ${r.host}`,
      );
    expect(await hosts()).toEqual(['2026-01-10 news.example.org', '2026-04-10 blog.example.com']);

    // A day later they are gone; the day's totals stay.
    clock.advance(DAY_MS);
    await visit(app, 'https://blog.example.com/');
    await flush(site.t);
    expect(await hosts()).toEqual(['2026-04-10 blog.example.com', '2026-04-11 blog.example.com']);
    // So do its views per page.
    expect(
      (await app.db.selectFrom('site_daily_pages').select('day').orderBy('day').execute()).map((r) => r.day),
    ).toEqual(['2026-04-10', '2026-04-11']);
    const totals = await app.db
      .selectFrom('site_daily_stats')
      .select(['day', 'views', 'visitors'])
      .orderBy('day')
      .execute();
    expect(totals).toEqual([
      { day: '2026-01-10', views: 1, visitors: 1 },
      { day: '2026-04-10', views: 1, visitors: 1 },
      { day: '2026-04-11', views: 1, visitors: 1 },
    ]);
  });
});
