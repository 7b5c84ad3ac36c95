import { apiPaths } from '@portfolio/shared/api';
import { afterEach, describe, expect, it } from 'vitest';
import { type Jar, registerUser } from './auth-helpers.ts';
import { createTestApp, dialects, type TestApp } from './helpers.ts';
import {
  type FormFields,
  fullPortfolio,
  postPortfolio,
  publishPortfolio,
  readPdfText,
  updatePortfolio,
} from './portfolio-helpers.ts';

// Issue 26 item 3: the built-in sections Skills, Services and Testimonials, through the spec's own
// multipart create and update calls (docs/spec.md §7), which keep working without them.

const skills = [
  { name: 'Design', skills: ['Figma', 'Prototyping', 'User research'] },
  { name: 'Code', skills: ['React', 'CSS'] },
];
const services = [
  { name: 'Design sprint', description: 'Five days, one tested prototype.', price: '₹15 000' },
  { name: 'Accessibility audit', description: 'A report and a fix list.', price: '' },
];
const testimonials = [
  {
    quote: 'Asha shipped our redesign a week early.',
    name: 'Meera Rao',
    role: 'CTO, Brightlabs',
    link: 'https://meera.example.com/',
  },
];

const withSections: FormFields = {
  ...fullPortfolio,
  skills: JSON.stringify(skills),
  services: JSON.stringify(services),
  testimonials: JSON.stringify(testimonials),
};

describe.each(dialects)('skills, services and testimonials (%s)', (dialect) => {
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
  const site = (file = '') =>
    t.app.inject({ method: 'GET', url: `/${file}`, headers: { host: 'asha-rao.localhost:3000' } });

  it('the spec’s create call without them still works: they are empty', async () => {
    await start();
    const res = await create(fullPortfolio);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ skills: [], services: [], testimonials: [] });
  });

  it('creates with them, updates them, and the history names what changed', async () => {
    await start();
    const res = await create(withSections);
    expect(res.statusCode).toBe(201);
    const id = res.json().data._id;
    expect(res.json().data).toMatchObject({ skills, services, testimonials });

    const updated = await updatePortfolio(t.app, jar, {
      ...withSections,
      _id: id,
      skills: JSON.stringify([...skills, { name: 'Writing', skills: ['UX copy'] }]),
      testimonials: '[]',
    });
    expect(updated.skills).toHaveLength(3);
    expect(updated.testimonials).toEqual([]);
    expect(updated.services).toEqual(services);

    const history = await t.app.inject({
      method: 'GET',
      url: apiPaths.portfolioVersions,
      cookies: jar,
      query: { portfolioId: id },
    });
    expect(history.json().data[0].changes).toBe('Skills: 1 added; Testimonials: 1 removed');

    // The spec's update call knows nothing of them: what is stored stays.
    const spec = await updatePortfolio(t.app, jar, { ...fullPortfolio, _id: id, title: 'Asha Rao' });
    expect(spec).toMatchObject({ title: 'Asha Rao', skills: updated.skills, services, testimonials: [] });
  });

  it.each([
    [
      'a testimonial link that is not http(s)',
      { testimonials: JSON.stringify([{ ...testimonials[0], link: 'javascript:alert(1)' }]) },
      'Enter a full link starting with http:// or https://',
    ],
    [
      '31 skill groups',
      { skills: JSON.stringify(Array.from({ length: 31 }, () => skills[0])) },
      'Skills can have at most 30 items',
    ],
    [
      'an over-long quote',
      { testimonials: JSON.stringify([{ ...testimonials[0], quote: 'q'.repeat(2001) }]) },
      'Quote must be at most 2000 characters',
    ],
    [
      'skills as one text instead of a list',
      { skills: JSON.stringify([{ name: 'Design', skills: 'Figma, Sketch' }]) },
      'Skills must be a list of names',
    ],
    [
      'services that are not a list',
      { services: JSON.stringify({ name: 'Audit' }) },
      'Services must be a list',
    ],
    [
      'a price that is a number',
      { services: JSON.stringify([{ name: 'Audit', price: 100 }]) },
      'Price must be text',
    ],
    [
      'testimonials that are not JSON',
      { testimonials: 'Meera said so' },
      'testimonials could not be read: send it as a JSON list.',
    ],
  ])('refuses %s with a clear 400, storing nothing', async (_, fields, message) => {
    await start();
    const res = await create({ ...fullPortfolio, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    const list = await t.app.inject({ method: 'GET', url: apiPaths.usersPortfolios, cookies: jar });
    expect(list.json().data).toEqual([]);
  });

  it('the live page, the PDF résumé and the JSON Resume export show them', async () => {
    await start();
    const id = await publishPortfolio(t.app, jar, withSections);

    const page = (await site()).body;
    for (const section of ['skills', 'services', 'testimonials']) {
      expect(page).toContain(`<section id="${section}"`);
      expect(page).toContain(`href="#${section}"`);
    }
    expect(page).toContain('<li>Prototyping</li>');
    expect(page).toContain('₹15 000');
    expect(page).toContain('On request');
    expect(page).toContain('Asha shipped our redesign a week early.');

    let pdf = await site('resume.pdf');
    for (let tries = 0; pdf.statusCode === 404 && tries < 400; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      pdf = await site('resume.pdf');
    }
    const text = await readPdfText(pdf.rawPayload);
    for (const heading of ['Skills', 'Services', 'Testimonials']) expect(text.split('\n')).toContain(heading);
    expect(text).toContain('Figma, Prototyping, User research');
    expect(text).toContain('Accessibility audit On request');

    const exported = await t.app.inject({
      method: 'GET',
      url: apiPaths.jsonResume,
      cookies: jar,
      query: { portfolioId: id },
    });
    const document = exported.json();
    expect(document.skills).toEqual([
      { name: 'Design', keywords: ['Figma', 'Prototyping', 'User research'] },
      { name: 'Code', keywords: ['React', 'CSS'] },
    ]);
    expect(document.meta['x-portfolio-maker']).toEqual({ services, testimonials });
  });
});
