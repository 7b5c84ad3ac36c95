import { apiPaths } from '@portfolio/shared/api';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type Jar, registerUser } from './auth-helpers.ts';
import { createTestApp, dialects, type TestApp } from './helpers.ts';
import {
  createPortfolio,
  fullPortfolio,
  madeSoon,
  multipart,
  publishPortfolio,
  readPdfText,
  sectionsOf,
  smallPng,
  updatePortfolio,
} from './portfolio-helpers.ts';

// Issue 26 item 4: the owner orders the site's sections and hides some. Two optional multipart
// fields, `sectionOrder` and `hiddenSections` (JSON lists of section ids, like the spec's lists);
// the spec's calls without them work as before.

const ORDER = JSON.stringify(['projects', 'education']);
const HIDDEN = JSON.stringify(['achievements']);

const PDF_HEADINGS = ['Summary', 'Experience', 'Projects', 'Education', 'Achievements', 'Articles'];

describe.each(dialects)("the sections' order and visibility (%s)", (dialect) => {
  let t: TestApp;
  let jar: Jar;
  afterEach(async () => {
    await t?.close();
  });

  const site = (file = '') =>
    t.app.inject({ method: 'GET', url: `/${file}`, headers: { host: 'asha-rao.localhost:3000' } });
  const stored = async () =>
    (await t.app.inject({ method: 'GET', url: apiPaths.usersPortfolios, cookies: jar })).json().data[0];

  async function create(app: FastifyInstance, fields: Record<string, string>) {
    const form = await multipart(fields, { data: await smallPng(), type: 'image/png' });
    return app.inject({ method: 'POST', url: apiPaths.createPortfolio, cookies: jar, ...form });
  }

  it("keeps the spec's create call without the fields: the template's order, nothing hidden", async () => {
    t = await createTestApp(dialect, { PORT: '3000' });
    jar = await registerUser(t.app);
    await publishPortfolio(t.app, jar, fullPortfolio);
    expect(await stored()).toMatchObject({ sectionOrder: [], hiddenSections: [] });
    const { headings } = sectionsOf((await site()).body);
    expect(headings).toEqual(['about', 'experience', 'projects', 'education', 'achievements']);
  });

  it("publishes the owner's order without the hidden sections; the PDF and JSON Resume follow", async () => {
    t = await createTestApp(dialect, { PORT: '3000' });
    jar = await registerUser(t.app);
    const id = await publishPortfolio(t.app, jar, {
      ...fullPortfolio,
      templateId: '3',
      sectionOrder: ORDER,
      hiddenSections: HIDDEN,
    });
    expect(await stored()).toMatchObject({
      sectionOrder: ['projects', 'education'],
      hiddenSections: ['achievements'],
    });
    const expected = ['projects', 'education', 'experience', 'about'];
    expect(sectionsOf((await site()).body)).toEqual({ headings: expected, toc: expected });

    const pdf = await madeSoon(() => site('resume.pdf'));
    const lines = (await readPdfText(pdf.rawPayload)).split('\n');
    expect(lines.filter((line) => PDF_HEADINGS.includes(line))).toEqual([
      'Projects',
      'Education',
      'Experience',
      'Summary',
    ]);

    const exported = await t.app.inject({
      method: 'GET',
      url: apiPaths.jsonResume,
      cookies: jar,
      query: { portfolioId: id },
    });
    const document = exported.json();
    expect(Object.keys(document).slice(1, 6)).toEqual(['basics', 'projects', 'education', 'work', 'awards']);
    // Hidden, not deleted: the achievement is still in the export, and `meta` says it is hidden.
    expect(document.awards).toHaveLength(1);
    expect(document.meta['x-portfolio-maker']).toMatchObject({
      sectionOrder: ['projects', 'education'],
      hiddenSections: ['achievements'],
    });
  });

  it('an update changes the order and what is hidden, re-publishes, and the history names it', async () => {
    t = await createTestApp(dialect, { PORT: '3000' });
    jar = await registerUser(t.app);
    const id = await publishPortfolio(t.app, jar, fullPortfolio);
    await updatePortfolio(t.app, jar, {
      ...fullPortfolio,
      _id: id,
      sectionOrder: JSON.stringify(['achievements', 'about']),
      hiddenSections: JSON.stringify(['experience']),
    });
    expect(sectionsOf((await site()).body).headings).toEqual([
      'achievements',
      'about',
      'projects',
      'education',
    ]);
    const versions = await t.app.inject({
      method: 'GET',
      url: apiPaths.portfolioVersions,
      cookies: jar,
      query: { portfolioId: id },
    });
    expect(versions.json().data[0].changes).toBe('Section order changed; Hidden sections changed');
    // The spec's update call without the fields keeps them; sent empty, the template's order is back.
    await updatePortfolio(t.app, jar, { ...fullPortfolio, _id: id, title: 'Asha Rao — Engineer' });
    expect(sectionsOf((await site()).body).headings).toEqual([
      'achievements',
      'about',
      'projects',
      'education',
    ]);
    await updatePortfolio(t.app, jar, { ...fullPortfolio, _id: id, sectionOrder: '[]', hiddenSections: '' });
    expect(sectionsOf((await site()).body).headings).toEqual([
      'about',
      'experience',
      'projects',
      'education',
      'achievements',
    ]);
  });

  it("seeds Monograph's demo with an owner's order, work first, and one section hidden", async () => {
    t = await createTestApp(dialect, { PORT: '3000', SEED_DEMO: 'true' });
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'demo-2.localhost:3000' } });
    const { headings, toc } = sectionsOf(page.body);
    expect(headings.slice(0, 3)).toEqual(['projects', 'experience', 'about']);
    expect(toc).toEqual(headings);
    expect(headings).not.toContain('achievements');
    // The other demos keep their template's order.
    const techfolio = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'demo.localhost:3000' },
    });
    expect(sectionsOf(techfolio.body).headings[0]).toBe('about');
    expect(sectionsOf(techfolio.body).headings).toContain('achievements');
  });

  it.each([
    ['sectionOrder', JSON.stringify(['projects', 'contact']), 'Section order: "contact" is not a section'],
    [
      'hiddenSections',
      JSON.stringify(['articles', 'articles']),
      'Hidden sections: "articles" is listed twice',
    ],
    ['sectionOrder', JSON.stringify('projects'), 'Section order must be a list of section ids'],
    ['hiddenSections', JSON.stringify({ articles: true }), 'Hidden sections must be a list of section ids'],
    ['sectionOrder', '[projects', 'sectionOrder could not be read: send it as a JSON list.'],
  ])('refuses %s %s with a 400 that says why, creating nothing', async (field, value, message) => {
    t = await createTestApp(dialect);
    jar = await registerUser(t.app);
    const res = await create(t.app, { ...fullPortfolio, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await t.app.db.selectFrom('portfolios').selectAll().execute()).toEqual([]);
  });

  it('refuses a bad order on update too, keeping what was saved', async () => {
    t = await createTestApp(dialect);
    jar = await registerUser(t.app);
    const id = await createPortfolio(t.app, jar, { ...fullPortfolio, sectionOrder: ORDER });
    const form = await multipart({ ...fullPortfolio, _id: id, sectionOrder: '["contact"]' });
    const res = await t.app.inject({ method: 'POST', url: apiPaths.updatePortfolio, cookies: jar, ...form });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Section order: "contact" is not a section');
    expect((await stored()).sectionOrder).toEqual(['projects', 'education']);
  });
});
