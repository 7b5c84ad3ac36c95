import { TEMPLATE_IDS } from '@portfolio/shared/templates';
import { afterEach, describe, expect, it } from 'vitest';
import { demoHostingName } from '../src/modules/sites/demo.ts';
import { type Jar, registerUser } from './auth-helpers.ts';
import { createTestApp, dialects, type TestApp } from './helpers.ts';
import {
  type FormFields,
  fullPortfolio,
  postPortfolio,
  publishPortfolio,
  updatePortfolio,
} from './portfolio-helpers.ts';

/** The demo sites' hosting names, one per template. */
const DEMO_HOSTS = TEMPLATE_IDS.map(demoHostingName);

// Issue 26 item 2: a project's case study (Markdown) published as its own page at `/{slug}/`,
// through the spec's multipart calls (projects travel as a JSON list).

const HOSTILE = [
  '## What we did',
  'We **rebuilt** the _booking flow_, see [the result](https://example.com/atlas).',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(2)>',
  '[run](javascript:alert(3)) and [data](data:text/html;base64,PHNjcmlwdD4=)',
].join('\n\n');

const project = (title: string, extra: Record<string, string> = {}) => ({
  title,
  role: 'Lead',
  startDate: '2024-01-01',
  endDate: '',
  techStack: 'React',
  link: '',
  details: `${title}: a redesign that halved drop-offs.`,
  ...extra,
});
const withProjects = (projects: object[]): FormFields => ({
  ...fullPortfolio,
  projects: JSON.stringify(projects),
});

describe.each(dialects)('case-study pages (%s)', (dialect) => {
  let t: TestApp;
  let jar: Jar;
  afterEach(async () => {
    await t?.close();
  });

  async function start() {
    t = await createTestApp(dialect, { PORT: '3000' });
    jar = await registerUser(t.app);
  }
  const create = (fields: FormFields) => postPortfolio(t.app, jar, fields);
  const byHost = (path: string) =>
    t.app.inject({ method: 'GET', url: path, headers: { host: 'asha-rao.localhost:3000' } });

  it('publishes the page at /{slug}/ by Host and under /sites/, with its head, card link and sitemap entry', async () => {
    await start();
    await publishPortfolio(
      t.app,
      jar,
      withProjects([project('Atlas', { caseStudy: HOSTILE }), project('Plain')]),
    );

    const page = await byHost('/atlas/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const html = page.body;
    expect(html).toContain('<title>Atlas — Asha Rao</title>');
    expect(html).toContain('<meta name="description" content="Atlas: a redesign that halved drop-offs.">');
    expect(html).toContain('<link rel="canonical" href="http://asha-rao.localhost:3000/atlas/">');
    expect(html).toContain('<meta property="og:url" content="http://asha-rao.localhost:3000/atlas/">');
    expect(html).toContain('<meta property="og:title" content="Atlas — Asha Rao">');
    // A project without a cover of its own shares the site's drawn share image (issue 27 item 3).
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/asha-rao\.localhost:3000\/share-[0-9a-f]{16}\.png">/,
    );
    expect(html).toContain('<strong>rebuilt</strong>');
    expect(html).toContain('<a href="https://example.com/atlas" rel="noopener noreferrer">the result</a>');
    // Nothing typed in the Markdown is active.
    expect(html).not.toMatch(/<script|<img|href="(javascript|data):/i);
    const tags = (html.match(/<[a-z][^>]*>/gi) ?? []).map((tag) => tag.replace(/"[^"]*"/g, '""'));
    expect(tags.filter((tag) => /\son[a-z]+\s*=/i.test(tag))).toEqual([]);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');

    expect((await t.app.inject({ method: 'GET', url: '/sites/asha-rao/atlas/' })).body).toBe(html);
    const redirect = await byHost('/atlas');
    expect([redirect.statusCode, redirect.headers.location]).toEqual([301, 'atlas/']);
    const underSites = await t.app.inject({ method: 'GET', url: '/sites/asha-rao/atlas' });
    expect([underSites.statusCode, underSites.headers.location]).toEqual([301, 'atlas/']);
    expect((await byHost('/plain/')).statusCode).toBe(404);

    expect((await byHost('/')).body).toContain('<a href="atlas/" aria-label="Read the case study: Atlas">');
    expect((await byHost('/sitemap.xml')).body).toContain('<loc>http://asha-rao.localhost:3000/atlas/</loc>');
  });

  it('counts a view of a case-study page as a view of the site', async () => {
    await start();
    await publishPortfolio(t.app, jar, withProjects([project('Atlas', { caseStudy: 'Hello' })]));
    await t.app.inject({
      method: 'GET',
      url: '/atlas/',
      headers: { host: 'asha-rao.localhost:3000', 'user-agent': 'Mozilla/5.0' },
    });
    await t.services.views.flush();
    const row = await t.app.db.selectFrom('site_daily_stats').select(['views']).executeTakeFirst();
    expect(row?.views).toBe(1);
  });

  it('gives the second project whose title makes the same slug -2, and drops a removed or renamed page', async () => {
    await start();
    const id = await publishPortfolio(
      t.app,
      jar,
      withProjects([project('Atlas', { caseStudy: 'One' }), project('atlas!', { caseStudy: 'Two' })]),
    );
    expect((await byHost('/atlas-2/')).body).toContain('<h1>atlas!</h1>');

    await updatePortfolio(t.app, jar, {
      ...withProjects([project('Atlas', { caseStudy: 'One', slug: 'atlas-redesign' })]),
      _id: id,
    });
    expect((await byHost('/atlas-redesign/')).statusCode).toBe(200);
    expect((await byHost('/atlas/')).statusCode).toBe(404);
    expect((await byHost('/atlas-2/')).statusCode).toBe(404);
    const stored = await t.services.storage.list('sites/asha-rao/');
    expect(stored.filter((key) => key.endsWith('/index.html') && key.split('/').length === 4)).toEqual([
      'sites/asha-rao/atlas-redesign/index.html',
    ]);
  });

  it.each([
    [
      'a 200 000-character write-up',
      [project('Long', { caseStudy: 'x'.repeat(200_000) })],
      'Case study must be at most 100000 characters',
    ],
    [
      'two explicit equal slugs',
      [project('Alpha', { slug: 'same' }), project('Beta', { slug: 'same' })],
      'Projects "Alpha" and "Beta" have the same page address "same". Choose another for one of them.',
    ],
    [
      'the slug contact',
      [project('Hi', { slug: 'contact' })],
      'Project "Hi": the page address "contact" is one of the site\'s own pages. Choose another.',
    ],
    [
      'the slug resume-pdf',
      [project('Hi', { slug: 'resume-pdf' })],
      'Project "Hi": the page address "resume-pdf" is one of the site\'s own pages. Choose another.',
    ],
    [
      'the slug sitemap.xml',
      [project('Hi', { slug: 'sitemap.xml' })],
      'Page address: use lowercase letters, digits and single hyphens (for example my-project)',
    ],
    [
      'the slug _site-fonts',
      [project('Hi', { slug: '_site-fonts' })],
      'Page address: use lowercase letters, digits and single hyphens (for example my-project)',
    ],
  ])('refuses %s with a clear 400', async (_, projects, message) => {
    await start();
    const res = await create(withProjects(projects));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('seeds every demo site with a case study linked from its card', async () => {
    t = await createTestApp(dialect, { PORT: '3000', SEED_DEMO: 'true' });
    for (const host of DEMO_HOSTS) {
      const home = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { host: `${host}.localhost:3000` },
      });
      expect(home.body, host).toContain('<a href="shopfast/" aria-label="Read the case study: ShopFast">');
      const page = await t.app.inject({ method: 'GET', url: `/sites/${host}/shopfast/` });
      expect(page.statusCode, host).toBe(200);
      expect(page.body).toContain('<h2>The problem</h2>');
    }
  });

  it('keeps the spec’s projects without the fields valid', async () => {
    await start();
    const res = await create(fullPortfolio);
    expect(res.statusCode).toBe(201);
  });
});
