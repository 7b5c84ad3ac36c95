import { demoHostingName } from '@portfolio/server/modules/sites/demo';
import { TEMPLATES } from '@portfolio/shared/templates';
import { LOOKS } from '@portfolio/templates/looks';
import { renderSitePageHtml } from '@portfolio/templates/render-site';
import { sampleSite } from '@portfolio/templates/sample-site';
import type { SiteData } from '@portfolio/templates/site-data';
import { emptySite, hostileSite, longSite } from '@portfolio/templates/test-sites';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { baseURL, useBrowser } from '../support/browser.ts';
import { newPerson } from '../support/mailbox.ts';
import { fillHostingNameAndCover, payAndGoLive, siteAddress } from '../support/portfolios.ts';

const { openPage } = useBrowser();

const base: SiteData = {
  ...sampleSite,
  hostingName: 'aarav',
  siteUrl: `${baseURL}/sites/aarav/`,
  cover: undefined,
  contactUrl: 'contact',
  resumeUrl: 'resume.pdf',
  reportUrl: `${baseURL}/report?site=aarav`,
};

const datasets: [string, SiteData][] = [
  ['the sample', base],
  ['every field empty', emptySite()],
  ['hostile values', hostileSite(base)],
  ['very long, RTL and emoji values', longSite(base)],
];

/** How far the page reaches past the viewport sideways (0: no horizontal scroll). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each(TEMPLATES.map((t) => [t.name, t.id] as const))('the %s template in Chromium', (_name, id) => {
  it.each(datasets)('with %s: no horizontal scroll at 360 px, and axe clean', async (_label, data) => {
    // Any page of the app's origin: the template's fonts load from /_site-fonts/ as on a real site.
    const page = await openPage('/robots.txt', 'narrow');
    await page.setContent(renderSitePageHtml(id, data), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    // The section menu is for wide screens; at 360 px the page is one column.
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});

/** Where a box is on the page, in CSS pixels. */
type Box = { top: number; bottom: number; left: number; right: number };

/** The masthead's intro and the cover in it, and the gap between its rows. */
const mastheadBoxes = (page: Page) =>
  page.evaluate(() => {
    const box = (el: Element | null): Box => {
      if (!el) throw new Error('not on the page');
      const { top, bottom, left, right } = el.getBoundingClientRect();
      return { top, bottom, left, right };
    };
    const masthead = document.querySelector('.masthead-inner');
    return {
      intro: box(document.querySelector('.masthead-inner > .intro')),
      cover: box(document.querySelector('.masthead-inner img.cover')),
      rowGap: Number.parseFloat(masthead ? getComputedStyle(masthead).rowGap : '') || 0,
    };
  });

// The templates that put the cover in the masthead, beside the intro on a wide screen.
const coverBeside = TEMPLATES.filter((t) => LOOKS[t.id].layout.cover === 'beside');

describe.each(coverBeside.map((t) => [t.name, t.id] as const))('the %s demo site', (_name, id) => {
  const demo = `/sites/${demoHostingName(id)}/`;

  it('shows its cover in the masthead: beside the intro in its row on a wide screen, right under it on a phone', async () => {
    for (const viewport of ['wide', 'narrow'] as const) {
      const page = await openPage(demo, viewport);
      await page.locator('.masthead-inner img.cover').waitFor();
      const { intro, cover, rowGap } = await mastheadBoxes(page);
      const beside = cover.left >= intro.right || cover.right <= intro.left;
      if (viewport === 'narrow') expect(beside, 'one column on a phone').toBe(false);
      if (beside) expect(cover.top, `${viewport}: in the intro's row`).toBeLessThan(intro.bottom);
      else
        expect(cover.top - intro.bottom, `${viewport}: one row gap under the intro`).toBeLessThanOrEqual(
          rowGap + 1,
        );
    }
  });
});

describe('a site in one template, then another', () => {
  it('creates with Monograph, previews, pays, goes live, turns the CV link off, switches to Studio from Manage, and the live site follows', async () => {
    const person = newPerson('tpl');
    const name = `site-${person.userName}`;
    const page = await openPage('/');
    await register(page, person);

    // /templates: Monograph's card, its true thumbnail, and Select into its editor.
    await page.goto('/templates');
    // Select works once React has the prerendered page (a tap while it hydrates can be lost: issue 30).
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    const card = page.getByRole('article', { name: 'Monograph' });
    await card.getByRole('img', { name: /The Monograph template with sample data/ }).waitFor();
    await card.getByRole('link', { name: 'Select' }).click();
    await page.waitForURL((url) => url.pathname === '/portfolio/2');
    await page.getByRole('heading', { level: 1, name: 'Create Your Portfolio' }).waitFor();
    expect(await page.getByRole('radio', { name: /Monograph/ }).isChecked()).toBe(true);

    await fillHostingNameAndCover(page, name);
    const about = page.getByRole('group', { name: 'About you', exact: true });
    await about.getByLabel('Title', { exact: true }).fill('Essayist');
    await about.getByLabel('Full Name', { exact: true }).fill('Meera Iyer');

    // The live preview is the Monograph site.
    const preview = page.frameLocator('iframe[title="Live preview of your portfolio"]');
    await preview.getByRole('heading', { level: 1, name: 'Meera Iyer' }).waitFor();
    await preview.locator('.site.monograph').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Save Portfolio' }).click();
    await payAndGoLive(page);

    const siteUrl = siteAddress(name);
    const site = await page.context().newPage();
    await site.goto(siteUrl);
    await site.getByRole('heading', { level: 1, name: 'Meera Iyer' }).waitFor();
    await site.locator('.site.monograph').waitFor();
    // Its fonts came from the site itself, allowed by its CSP.
    expect(await site.evaluate(() => document.fonts.check('600 1em Fraunces'))).toBe(true);
    await site.getByRole('link', { name: 'Download CV' }).waitFor();

    // Manage: switch to Studio and save; the live site is in Studio at once.
    const mine = page.getByRole('article', { name: 'Essayist' });
    await mine.getByRole('link', { name: 'Manage' }).click();
    await page.waitForURL((url) => url.pathname === '/UpdateTemplateData');
    // The CV link is the owner's to turn off: the live site drops it at once.
    await page.getByLabel('Link my CV from the site').uncheck();
    await page
      .locator('[data-sonner-toast]')
      .getByText('Your site no longer links your CV.')
      .first()
      .waitFor();
    await site.reload();
    await site.getByRole('heading', { level: 1, name: 'Meera Iyer' }).waitFor();
    expect(await site.getByRole('link', { name: 'Download CV' }).count()).toBe(0);
    const studio = page.getByRole('radio', { name: /Studio/ });
    await studio.check();
    await preview.locator('.site.studio').waitFor();
    await page.getByRole('button', { name: 'Update Portfolio' }).click();
    await page.waitForURL((url) => url.pathname === '/templates');

    await site.reload();
    await site.locator('.site.studio').waitFor();
    await site.getByRole('heading', { level: 1, name: 'Meera Iyer' }).waitFor();
    await expectAccessible(site);
    await site.close();
  });
});

describe('the eight templates on /templates', () => {
  it('shows a true thumbnail of each, and narrows them to who they suit', async () => {
    const page = await openPage('/templates', 'narrow');
    // The template cards: the page's other articles (testimonials, comments) have no Select.
    const cards = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Select' }) });
    for (const template of TEMPLATES) {
      await page
        .getByRole('article', { name: template.name })
        .getByRole('img', { name: new RegExp(`The ${template.name} template with sample data`) })
        .waitFor({ state: 'attached' });
    }
    expect(await cards.count()).toBe(TEMPLATES.length);
    const filter = page.getByRole('group', { name: 'Who is it for?' });
    await filter.getByRole('button', { name: 'Writers' }).click();
    await page.getByRole('status').filter({ hasText: '2 templates for writers' }).waitFor();
    expect(
      await cards.evaluateAll((all) => all.map((card) => card.querySelector('h2')?.textContent)),
    ).toEqual(['Monograph', 'Paper']);
    expect(await filter.getByRole('button', { name: 'Writers' }).getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(page);
    await filter.getByRole('button', { name: 'Developers' }).click();
    await page.getByRole('status').filter({ hasText: '2 templates for developers' }).waitFor();
    await page.getByRole('article', { name: 'Terminal' }).waitFor();
    await filter.getByRole('button', { name: 'All' }).click();
    await expect.poll(() => cards.count()).toBe(TEMPLATES.length);
  });
});
