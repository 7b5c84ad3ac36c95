import { apiPaths } from '@portfolio/shared/api';
import { afterEach, describe, expect, it } from 'vitest';
import { type Jar, registerUser } from './auth-helpers.ts';
import { createTestApp, dialects, type TestApp } from './helpers.ts';
import { type FormFields, fullPortfolio, publishPortfolio } from './portfolio-helpers.ts';

// Issue 26 item 2: the stats say which page was viewed, the home page '/' or a case-study page
// '/{slug}/', and only pages the site has.

const project = (title: string, caseStudy: string) => ({
  title,
  role: 'Lead',
  startDate: '2024-01-01',
  endDate: '',
  techStack: 'React',
  link: '',
  details: `${title}: a redesign.`,
  caseStudy,
});
const withProjects = (projects: object[]): FormFields => ({
  ...fullPortfolio,
  projects: JSON.stringify(projects),
});

describe.each(dialects)('views per page (%s)', (dialect) => {
  let t: TestApp;
  let jar: Jar;
  afterEach(async () => {
    await t?.close();
  });

  let visitor = 0;
  /** A visit by a new person (their own address). */
  const visit = (path: string, host = 'asha-rao.localhost:3000') => {
    visitor += 1;
    return t.app.inject({
      method: 'GET',
      url: path,
      remoteAddress: `203.0.113.${visitor}`,
      headers: { host, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
    });
  };

  it("counts views of '/' and of a case-study page per page, adding up to the site's views; unknown paths add nothing", async () => {
    t = await createTestApp(dialect, { PORT: '3000' });
    jar = await registerUser(t.app);
    const id = await publishPortfolio(
      t.app,
      jar,
      withProjects([project('Atlas', 'Hello'), project('Beacon', 'World'), project('Plain', '')]),
    );

    for (let i = 0; i < 3; i += 1) expect((await visit('/')).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await visit('/atlas/')).statusCode).toBe(200);
    expect((await visit('/sites/asha-rao/beacon/', 'localhost:3000')).statusCode).toBe(200);
    expect((await visit('/atlas/index.html')).statusCode).toBe(200);
    // Not pages of the site: no row, no view.
    for (const unknown of ['/nothing/', '/plain/', '/x-1/', '/atlas/other', '/favicon.svg', '/sitemap.xml']) {
      expect((await visit(unknown)).statusCode).not.toBe(500);
    }
    await t.services.views.flush();

    const pages = await t.app.db
      .selectFrom('site_daily_pages')
      .select(['path', 'views'])
      .orderBy('path')
      .execute();
    expect(pages).toEqual([
      { path: '/', views: 3 },
      { path: '/atlas/', views: 3 },
      { path: '/beacon/', views: 1 },
    ]);
    const site = await t.app.db
      .selectFrom('site_daily_stats')
      .select(['views', 'visitors'])
      .executeTakeFirst();
    expect(site).toEqual({ views: 7, visitors: 7 });

    const answer = await t.app.inject({
      method: 'GET',
      url: apiPaths.siteStats,
      cookies: jar,
      query: { portfolioId: id, days: '30' },
    });
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data.totals).toEqual({ views: 7, visitors: 7 });
    // Most viewed first, then by path.
    expect(data.pages).toEqual([
      { path: '/', views: 3 },
      { path: '/atlas/', views: 3 },
      { path: '/beacon/', views: 1 },
    ]);
  });

  it('answers no pages before any view', async () => {
    t = await createTestApp(dialect, { PORT: '3000' });
    jar = await registerUser(t.app);
    const id = await publishPortfolio(t.app, jar, withProjects([project('Atlas', 'Hello')]));
    const answer = await t.app.inject({
      method: 'GET',
      url: apiPaths.siteStats,
      cookies: jar,
      query: { portfolioId: id, days: '30' },
    });
    expect(answer.json().data.pages).toEqual([]);
  });
});
