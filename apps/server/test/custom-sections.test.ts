import { apiPaths } from '@portfolio/shared/api';
import { TEMPLATE_IDS } from '@portfolio/shared/templates';
import { afterEach, describe, expect, it } from 'vitest';
import { demoHostingName } from '../src/modules/sites/demo.ts';
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

/** The demo sites' hosting names, one per template. */
const DEMO_HOSTS = TEMPLATE_IDS.map(demoHostingName);

// Issue 26 item 3: sections the owner names ('Talks', 'Exhibitions'…), each a list of items. One
// optional multipart field, `customSections` (a JSON list, like the spec's lists); each section is
// `custom-<id>` on the site and in `sectionOrder` / `hiddenSections`.

const talk = (title: string, startDate: string) => ({
  title,
  subtitle: 'JSConf India',
  startDate,
  endDate: '',
  description: `A talk: ${title}.`,
  link: 'https://jsconf.in/talk',
});
const talks = {
  id: 'talks001',
  title: 'Talks',
  items: [talk('Shipping for 3G phones', '2024-06-01'), talk('Accessible charts', '2023-02-01')],
};
const certificates = {
  id: 'certs002',
  title: 'Certifications',
  items: [talk('AWS Architect', '2022-05-01')],
};
const CUSTOM = JSON.stringify([talks, certificates]);

describe.each(dialects)("the owner's own sections (%s)", (dialect) => {
  let t: TestApp;
  let jar: Jar;
  afterEach(async () => {
    await t?.close();
  });

  const site = (file = '') =>
    t.app.inject({ method: 'GET', url: `/${file}`, headers: { host: 'asha-rao.localhost:3000' } });
  const stored = async () =>
    (await t.app.inject({ method: 'GET', url: apiPaths.usersPortfolios, cookies: jar })).json().data[0];
  const history = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: apiPaths.portfolioVersions,
        cookies: jar,
        query: { portfolioId: id },
      })
    ).json().data;

  async function create(fields: Record<string, string>) {
    const form = await multipart(fields, { data: await smallPng(), type: 'image/png' });
    return t.app.inject({ method: 'POST', url: apiPaths.createPortfolio, cookies: jar, ...form });
  }

  it("keeps the spec's create call without them: none stored, none shown", async () => {
    t = await createTestApp(dialect, { PORT: '3000' });
    jar = await registerUser(t.app);
    await publishPortfolio(t.app, jar, fullPortfolio);
    expect((await stored()).customSections).toEqual([]);
    expect((await site()).body).not.toContain('id="custom-');
  });

  it("publishes them in the owner's order (site, contents, PDF), lists them in the JSON Resume's meta", async () => {
    t = await createTestApp(dialect, { PORT: '3000' });
    jar = await registerUser(t.app);
    const id = await publishPortfolio(t.app, jar, {
      ...fullPortfolio,
      customSections: CUSTOM,
      sectionOrder: JSON.stringify(['custom-talks001', 'experience']),
      hiddenSections: JSON.stringify(['custom-certs002']),
    });
    expect((await stored()).customSections).toEqual([talks, certificates]);
    const html = (await site()).body;
    const { headings, toc } = sectionsOf(html);
    expect(headings.slice(0, 2)).toEqual(['custom-talks001', 'experience']);
    expect(toc).toEqual(headings);
    expect(headings).not.toContain('custom-certs002');
    expect(html).toContain('<h2 id="custom-talks001-title">Talks</h2>');
    expect(html).toContain('<h3>Shipping for 3G phones</h3><p class="meta">JSConf India</p>');

    const pdf = await madeSoon(() => site('resume.pdf'));
    const lines = (await readPdfText(pdf.rawPayload)).split('\n');
    expect(lines.filter((line) => ['Talks', 'Experience', 'Certifications'].includes(line))).toEqual([
      'Talks',
      'Experience',
    ]);
    expect(lines).toContain('Shipping for 3G phones · JSConf India Jun 2024');

    const exported = await t.app.inject({
      method: 'GET',
      url: apiPaths.jsonResume,
      cookies: jar,
      query: { portfolioId: id },
    });
    expect(exported.json().meta['x-portfolio-maker']).toMatchObject({
      customSections: [talks, certificates],
      sectionOrder: ['custom-talks001', 'experience'],
    });
  });

  it('an update adds, renames and removes them, re-publishes, and the history names each', async () => {
    t = await createTestApp(dialect, { PORT: '3000' });
    jar = await registerUser(t.app);
    const id = await publishPortfolio(t.app, jar, fullPortfolio);
    await updatePortfolio(t.app, jar, { ...fullPortfolio, _id: id, customSections: JSON.stringify([talks]) });
    expect(sectionsOf((await site()).body).headings.at(-1)).toBe('custom-talks001');
    expect((await history(id))[0].changes).toBe('Talks added');

    const renamed = {
      ...talks,
      title: 'Conference talks',
      items: [...talks.items, talk('Third', '2025-01-01')],
    };
    await updatePortfolio(t.app, jar, {
      ...fullPortfolio,
      _id: id,
      customSections: JSON.stringify([renamed, certificates]),
    });
    expect((await history(id))[0].changes).toBe(
      'Talks renamed Conference talks; Conference talks: 1 added; Certifications added',
    );
    // The spec's update call without the field keeps them.
    await updatePortfolio(t.app, jar, { ...fullPortfolio, _id: id, title: 'Asha Rao — Engineer' });
    expect((await stored()).customSections.map((s: { title: string }) => s.title)).toEqual([
      'Conference talks',
      'Certifications',
    ]);
    await updatePortfolio(t.app, jar, {
      ...fullPortfolio,
      _id: id,
      title: 'Asha Rao — Engineer',
      customSections: JSON.stringify([certificates]),
    });
    expect((await history(id))[0].changes).toBe('Conference talks removed');
    expect((await site()).body).not.toContain('Conference talks');
  });

  const eleven = JSON.stringify(
    Array.from({ length: 11 }, (_, i) => ({
      id: `sect${String(i).padStart(4, '0')}`,
      title: `Section ${i}`,
    })),
  );
  it.each([
    ['no title', JSON.stringify([{ ...talks, title: '' }]), {}, 'Each of your own sections needs a title'],
    ['11 sections', eleven, {}, 'You can add at most 10 sections of your own'],
    [
      'a bad id',
      JSON.stringify([{ ...talks, id: '../x' }]),
      {},
      'Each of your own sections needs an id of 8 lowercase letters or digits',
    ],
    [
      'a section that is not one in the order',
      CUSTOM,
      { sectionOrder: JSON.stringify(['custom-zzz']) },
      'Section order: "custom-zzz" is not a section',
    ],
    [
      'a well-formed id of no section among the hidden',
      CUSTOM,
      { hiddenSections: JSON.stringify(['custom-gone0001']) },
      'Hidden sections: "custom-gone0001" is not a section',
    ],
    [
      'a javascript: link',
      JSON.stringify([{ ...talks, items: [{ title: 'x', link: 'javascript:alert(1)' }] }]),
      {},
      'Enter a full link starting with http:// or https://',
    ],
    ['not JSON', '[{', {}, 'customSections could not be read: send it as a JSON list.'],
  ])('refuses %s with a 400 that says why, creating nothing', async (_case, value, more, message) => {
    t = await createTestApp(dialect);
    jar = await registerUser(t.app);
    const res = await create({ ...fullPortfolio, customSections: value, ...more });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await t.app.db.selectFrom('portfolios').selectAll().execute()).toEqual([]);
  });

  it('refuses a bad section on update too, keeping what was saved', async () => {
    t = await createTestApp(dialect);
    jar = await registerUser(t.app);
    const id = await createPortfolio(t.app, jar, { ...fullPortfolio, customSections: CUSTOM });
    const form = await multipart({
      ...fullPortfolio,
      _id: id,
      customSections: JSON.stringify([{ ...talks, title: ' ' }]),
    });
    const res = await t.app.inject({ method: 'POST', url: apiPaths.updatePortfolio, cookies: jar, ...form });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Each of your own sections needs a title');
    expect((await stored()).customSections).toEqual([talks, certificates]);
  });

  it('shows a Talks section with two talks on every demo site', async () => {
    t = await createTestApp(dialect, { PORT: '3000', SEED_DEMO: 'true' });
    for (const host of DEMO_HOSTS) {
      const page = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { host: `${host}.localhost:3000` },
      });
      const { headings, toc } = sectionsOf(page.body);
      expect(headings, host).toContain('custom-talks001');
      expect(toc, host).toContain('custom-talks001');
      const talksSection = page.body.match(/<section id="custom-talks001".*?<\/section>/s)?.[0] ?? '';
      expect(talksSection.match(/<h3>/g)).toHaveLength(2);
    }
  });
});
