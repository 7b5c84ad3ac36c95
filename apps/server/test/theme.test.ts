import { createHash } from 'node:crypto';
import { apiPaths } from '@portfolio/shared/api';
import { AA_TEXT, contrastRatio } from '@portfolio/shared/readable-colours';
import { TEMPLATE_IDS } from '@portfolio/shared/templates';
import { themeMessages } from '@portfolio/shared/theme';
import { afterEach, describe, expect, it } from 'vitest';
import { demoHostingName } from '../src/modules/sites/demo.ts';
import { pagePolicy } from '../src/modules/sites/site-policy.ts';
import { type Jar, registerUser, registration } from './auth-helpers.ts';
import { createTestApp, dialects, type TestApp } from './helpers.ts';
import {
  createPortfolio,
  fullPortfolio,
  multipart,
  publishPortfolio,
  smallPng,
  updatePortfolio,
} from './portfolio-helpers.ts';

/** The demo sites' hosting names, one per template. */
const DEMO_HOSTS = TEMPLATE_IDS.map(demoHostingName);

// Issue 27 item 1: a site's theme (accent, font pairing, appearance, footer credit), sent as one
// JSON string field `theme` beside the spec's fields, validated, kept in the content (history,
// template switch), rendered by every template and named in the JSON Resume export.

const THEME = { accent: '#be123c', fonts: 'editorial', appearance: 'dark', credit: false };
const OTHER = { accent: '#0369a1', fonts: 'mono', appearance: 'light', credit: true };

const styleOf = (html: string) => /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
/** The custom properties of a colour scheme's `:root` block of a page's stylesheet. */
function coloursOf(html: string, scheme: 'light' | 'dark'): Record<string, string> {
  const block = new RegExp(`:root\\{color-scheme:${scheme};([^}]*)\\}`).exec(styleOf(html))?.[1] ?? '';
  return Object.fromEntries(block.split(';').map((declaration) => declaration.slice(2).split(':')));
}

describe.each(dialects)('the theme of a site (%s)', (dialect) => {
  let t: TestApp;
  let jar: Jar;
  afterEach(async () => {
    await t?.close();
  });

  const site = (file = '') =>
    t.app.inject({ method: 'GET', url: `/${file}`, headers: { host: 'asha-rao.localhost:3000' } });
  const stored = async (cookies = jar) =>
    (await t.app.inject({ method: 'GET', url: apiPaths.usersPortfolios, cookies })).json().data[0];
  const history = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: apiPaths.portfolioVersions,
        cookies: jar,
        query: { portfolioId: id },
      })
    ).json().data as { _id: string; changes: string }[];
  async function send(url: string, fields: Record<string, string>, cookies = jar) {
    const form = await multipart(fields, { data: await smallPng(), type: 'image/png' });
    return t.app.inject({ method: 'POST', url, cookies, ...form });
  }

  async function start(theme: object = THEME, templateId = '1') {
    t = await createTestApp(dialect, { PORT: '3000' });
    jar = await registerUser(t.app);
    return publishPortfolio(t.app, jar, { ...fullPortfolio, templateId, theme: JSON.stringify(theme) });
  }

  it.each([
    [{ accent: 'red' }, themeMessages.accent],
    [{ accent: '#fff' }, themeMessages.accent],
    [{ accent: '#GGGGGG' }, themeMessages.accent],
    [{ accent: 'url(javascript:alert(1))' }, themeMessages.accent],
    [{ accent: '</style><script>alert(1)</script>' }, themeMessages.accent],
    [{ fonts: 'comic-sans' }, themeMessages.fonts],
    [{ appearance: 'sepia' }, themeMessages.appearance],
    ['dark', themeMessages.theme],
  ])('refuses the theme %j with a 400 and its message, saving nothing', async (theme, message) => {
    const id = await start();
    const before = await stored();
    const bad = { ...fullPortfolio, _id: id, theme: JSON.stringify(theme) };
    const updated = await send(apiPaths.updatePortfolio, bad);
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toEqual({ success: false, message });
    expect(await stored()).toEqual(before);
    expect((await stored()).theme).toEqual(THEME);

    const created = await send(apiPaths.createPortfolio, { ...bad, _id: '', hostingName: 'asha-two' });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(message);
    const list = await t.app.inject({ method: 'GET', url: apiPaths.usersPortfolios, cookies: jar });
    expect(list.json().data).toHaveLength(1);
  });

  it('refuses a theme that is not JSON with a 400', async () => {
    const id = await start();
    const res = await send(apiPaths.updatePortfolio, { ...fullPortfolio, _id: id, theme: '{accent:' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('theme could not be read: send it as a JSON object.');
  });

  it('refuses a theme another user sends for a portfolio that is not theirs (404), changing nothing', async () => {
    const id = await start();
    const other = await registerUser(t.app, { ...registration, email: 'ravi@example.com', userName: 'ravi' });
    const res = await send(
      apiPaths.updatePortfolio,
      { ...fullPortfolio, _id: id, theme: JSON.stringify(OTHER) },
      other,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Portfolio not found.' });
    expect((await stored()).theme).toEqual(THEME);
    expect((await site()).body).not.toContain('Made with');
  });

  it('publishes the theme: accent readable, the pairing’s two fonts, dark only, no credit; the CSP names the page’s stylesheet', async () => {
    await start();
    const page = await site();
    expect(page.statusCode).toBe(200);
    const css = styleOf(page.body);
    expect(css).not.toContain('prefers-color-scheme');
    const dark = coloursOf(page.body, 'dark');
    expect(contrastRatio(dark.accent as string, dark.bg as string)).toBeGreaterThanOrEqual(AA_TEXT);
    const fonts = [...page.body.matchAll(/<link rel="preload" href="(\/_site-fonts\/[^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(fonts).toEqual([
      '/_site-fonts/fraunces-latin-600-normal.woff2',
      '/_site-fonts/inter-latin-400-normal.woff2',
    ]);
    for (const font of fonts) {
      const file = await t.app.inject({
        method: 'GET',
        url: font as string,
        headers: { host: 'asha-rao.localhost' },
      });
      expect(file.statusCode).toBe(200);
    }
    expect(page.body).not.toContain('Made with');
    expect(page.body).toContain('Report this site');
    const hash = createHash('sha256').update(css).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`style-src 'sha256-${hash}';`);
    // The contact page is in the same theme, under a policy naming its stylesheet.
    const contact = await site('contact');
    expect(styleOf(contact.body)).toBe(css);
    expect(contact.headers['content-security-policy']).toContain(`style-src 'sha256-${hash}';`);
  });

  it('adjusts an accent equal to the background until the published colours pass AA', async () => {
    // Studio in dark: its page ground is #0b0b0f.
    await start({ accent: '#0b0b0f', appearance: 'dark' }, '3');
    const dark = coloursOf((await site()).body, 'dark');
    expect(dark.bg).toBe('#0b0b0f');
    expect(dark.accent).not.toBe('#0b0b0f');
    for (const ground of [dark.bg, dark.surface]) {
      expect(contrastRatio(dark.accent as string, ground as string)).toBeGreaterThanOrEqual(AA_TEXT);
    }
    expect(contrastRatio(dark['on-accent'] as string, dark.accent as string)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('keeps the theme through an update without it and a template switch; the history names a change', async () => {
    const id = await start();
    await updatePortfolio(t.app, jar, { ...fullPortfolio, _id: id, title: 'Staff Engineer' });
    expect((await stored()).theme).toEqual(THEME);
    await updatePortfolio(t.app, jar, { ...fullPortfolio, _id: id, templateId: '2' });
    expect((await stored()).theme).toEqual(THEME);
    const page = (await site()).body;
    expect(page).toContain('<div class="site monograph">');
    expect(page).not.toContain('Made with');
    expect(page).toContain('/_site-fonts/inter-latin-400-normal.woff2');
    await updatePortfolio(t.app, jar, { ...fullPortfolio, _id: id, theme: JSON.stringify(OTHER) });
    expect((await history(id))[0]?.changes).toBe('Theme changed');
    expect((await history(id))[1]?.changes).toMatch(/^Template: Monograph/);
  });

  it('brings the old theme back with a restore of an old version', async () => {
    const id = await start();
    await updatePortfolio(t.app, jar, { ...fullPortfolio, _id: id, theme: JSON.stringify(OTHER) });
    expect((await stored()).theme).toEqual(OTHER);
    expect((await site()).body).toContain('Made with');
    const created = (await history(id))[1]?._id as string;
    const restored = await t.app.inject({
      method: 'POST',
      url: apiPaths.restoreVersion,
      cookies: jar,
      payload: { portfolioId: id, versionId: created },
    });
    expect(restored.statusCode).toBe(200);
    expect((await stored()).theme).toEqual(THEME);
    expect((await site()).body).not.toContain('Made with');
  });

  it('names the theme in the JSON Resume export’s meta', async () => {
    const id = await start();
    const exported = await t.app.inject({
      method: 'GET',
      url: apiPaths.jsonResume,
      cookies: jar,
      query: { portfolioId: id },
    });
    expect(exported.json().meta['x-portfolio-maker'].theme).toEqual(THEME);
  });

  it("keeps the spec's calls: without a theme a site has its template's own look", async () => {
    t = await createTestApp(dialect, { PORT: '3000' });
    jar = await registerUser(t.app);
    await publishPortfolio(t.app, jar, { ...fullPortfolio, templateId: '3' });
    expect((await stored()).theme).toBeUndefined();
    const page = (await site()).body;
    expect(coloursOf(page, 'dark').accent).toBe('#fde047');
    expect(page).toContain('Made with');
  });
});

describe("a page's policy", () => {
  it('allows the first stylesheet of the head only, never one after it or in the body', () => {
    const html =
      '<html><head><meta charset="utf-8"><style>a{}</style><title>x</title><style>b{}</style></head><body><style>c{}</style></body></html>';
    const hash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    const policy = pagePolicy(html);
    expect(policy).toContain(`style-src ${hash('a{}')};`);
    expect(policy).not.toContain(hash('b{}'));
    expect(policy).not.toContain(hash('c{}'));
    expect(pagePolicy('<html><head></head><body><style>c{}</style></body></html>')).toContain(
      "style-src 'none'",
    );
  });
});

describe('the demo sites', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it('each show a theme of their own: accent, font pairing and appearance differ', async () => {
    t = await createTestApp('sqlite', { SEED_DEMO: 'true', PORT: '3000' });
    const looks = [];
    for (const name of DEMO_HOSTS) {
      const page = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { host: `${name}.localhost:3000` },
      });
      const css = styleOf(page.body);
      looks.push({
        accent: /--accent:(#[0-9a-f]{6})/.exec(css)?.[1],
        fonts: [...page.body.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]).join(),
        schemes: css.match(/color-scheme:[a-z ]+/g)?.join(),
      });
    }
    // Eight demos, eight accents; seven font pairings and three appearances, each used.
    expect(new Set(looks.map((look) => look.accent)).size).toBe(8);
    expect(new Set(looks.map((look) => look.fonts)).size).toBe(7);
    expect(new Set(looks.map((look) => look.schemes)).size).toBe(3);
  });

  it("leaves an owner's site that has a new template's demo name, and seeds the others", async () => {
    t = await createTestApp('sqlite', { PORT: '3000' }, { captureLogs: true });
    const cookies = await registerUser(t.app);
    const id = await createPortfolio(t.app, cookies, { ...fullPortfolio, hostingName: 'early-bird' });
    // Taken before demo-5 was reserved for the Sidebar template's demo.
    await t.app.db.updateTable('portfolios').set({ hosting_name: 'demo-5' }).where('id', '=', id).execute();
    await t.services.seedDemo();
    const owned = await t.app.db
      .selectFrom('portfolios')
      .select(['id', 'title'])
      .where('hosting_name', '=', 'demo-5')
      .execute();
    expect(owned).toEqual([{ id, title: fullPortfolio.title }]);
    for (const name of DEMO_HOSTS.filter((name) => name !== 'demo-5')) {
      const page = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { host: `${name}.localhost:3000` },
      });
      expect(page.statusCode, name).toBe(200);
    }
    expect(t.logs.map((line) => line.msg)).toContain('demo site not seeded: an owner has its name');
  });
});
