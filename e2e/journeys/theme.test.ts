// Issue 27's "Done when": an owner makes the site theirs. They pick the Gallery template on
// /templates, set a pale yellow accent of their own (the editor adjusts it for readability and says
// so), the Classic serif pairing and the dark appearance, switch the footer credit off, pay, and the
// live site shows exactly that; a page that reads Open Graph tags, given the site's address, shows
// the share image drawn for them, with their name. On a phone and on a wide screen, axe clean.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser, viewports } from '../support/browser.ts';
import { newPerson } from '../support/mailbox.ts';
import { fillHostingNameAndCover, group, payAndGoLive, siteAddress } from '../support/portfolios.ts';

const { openPage } = useBrowser();

const PALE_YELLOW = '#fff59d';
const FULL_NAME = 'Kavya Menon';

/** The editor's note on the accent, once it says something. */
const adjustmentNote = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Adjusted for readability' });

/**
 * What a link preview (a chat app, a social site) reads from the site's address: its Open Graph
 * tags, from the page as served. Fetched from the site's own tab (its `*.localhost` name resolves
 * in Chromium, not in Node).
 */
async function openGraphOf(site: Page) {
  return site.evaluate(async () => {
    const source = await (await fetch(location.href, { cache: 'no-store' })).text();
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const meta = (property: string) =>
      doc.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? '';
    return {
      title: meta('og:title'),
      image: meta('og:image'),
      alt: meta('og:image:alt'),
      twitter: doc.querySelector('meta[name="twitter:image"]')?.getAttribute('content') ?? '',
    };
  });
}

/** The bytes at `url`, fetched from the site's tab, with the answer's status. */
async function download(site: Page, url: string) {
  const { status, bytes } = await site.evaluate(async (address) => {
    const answer = await fetch(address);
    return { status: answer.status, bytes: Array.from(new Uint8Array(await answer.arrayBuffer())) };
  }, url);
  return { status, bytes: Buffer.from(bytes) };
}

describe('making the site yours (issue 27)', () => {
  it.each(Object.keys(viewports) as (keyof typeof viewports)[])(
    'at the %s viewport: Gallery, a pale yellow accent adjusted, Classic serif, dark, no credit, live as chosen with a share image',
    async (viewport) => {
      const person = newPerson(`theme-${viewport}`);
      const name = `yours-${person.userName}`;
      const page = await openPage('/', viewport);
      await register(page, person);

      // /templates: the gallery template, for designers and photographers.
      await page.goto('/templates');
      // Select works once React has the prerendered page (a tap while it hydrates can be lost: issue 30).
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      await page.getByRole('article', { name: 'Gallery' }).getByRole('link', { name: 'Select' }).click();
      await page.waitForURL((url) => url.pathname === '/portfolio/4');
      expect(await page.getByRole('radio', { name: /Gallery/ }).isChecked()).toBe(true);

      await fillHostingNameAndCover(page, name);
      const about = group(page, 'About you');
      await about.getByLabel('Title', { exact: true }).fill('Photographer');
      await about.getByLabel('Full Name', { exact: true }).fill(FULL_NAME);

      // The look, beside the template: a pale yellow of their own, which no background can carry.
      await page.getByLabel('Your own colour').fill(PALE_YELLOW);
      const note = adjustmentNote(page);
      await note.waitFor();
      expect(await note.textContent()).toMatch(/your site uses #[0-9a-f]{6} on light backgrounds\.$/);
      expect(await note.textContent()).not.toContain(PALE_YELLOW);
      await page.getByRole('radio', { name: /Classic serif/ }).check();
      // Dark only: the site never draws it on a light ground, and on a dark one it reads as it is.
      await page.getByRole('radio', { name: 'Dark', exact: true }).check();
      await note.waitFor({ state: 'detached' });
      const credit = page.getByRole('switch', { name: 'Show "Made with Portfolio Maker" on my site' });
      await credit.click();
      expect(await credit.getAttribute('aria-checked')).toBe('false');
      await expectAccessible(page, { label: `editor at ${viewport}` });

      await page.getByRole('button', { name: 'Save Portfolio' }).click();
      await payAndGoLive(page);

      // The live site is exactly what was chosen.
      const siteUrl = siteAddress(name);
      const site = await page.context().newPage();
      await site.goto(siteUrl);
      await site.getByRole('heading', { level: 1, name: FULL_NAME }).waitFor();
      await site.locator('.gallery-site').waitFor();
      await site.evaluate(() => document.fonts.ready.then(() => undefined));
      const look = await site.evaluate(() => {
        const root = getComputedStyle(document.documentElement);
        return {
          accent: root.getPropertyValue('--accent').trim().toLowerCase(),
          scheme: root.colorScheme,
          serifHeading: document.fonts.check('600 1em Fraunces'),
          serifBody: document.fonts.check('1em "Source Serif 4"'),
          bodyFont: getComputedStyle(document.body).fontFamily,
        };
      });
      expect(look).toMatchObject({
        accent: PALE_YELLOW,
        scheme: 'dark',
        serifHeading: true,
        serifBody: true,
      });
      expect(look.bodyFont).toContain('Source Serif 4');
      expect(await site.getByText('Made with').count()).toBe(0);
      await expectAccessible(site, { label: `live site at ${viewport}` });

      // Their address pasted where Open Graph is read: the image drawn for them, named for them.
      const card = await openGraphOf(site);
      expect(card.title).toContain(FULL_NAME);
      expect(card.alt).toContain(FULL_NAME);
      expect(card.twitter).toBe(card.image);
      const { status, bytes } = await download(site, card.image);
      expect(status).toBe(200);
      expect(bytes.length).toBeLessThan(150 * 1024);
      expect(await sharp(bytes).metadata()).toMatchObject({ width: 1200, height: 630 });
      const preview = await page.context().newPage();
      await preview.setContent(
        `<main><img src="${card.image}" alt="${card.alt}" width="600" height="315"><p>${card.title}</p></main>`,
      );
      await expect
        .poll(() => preview.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(1200);
      await preview.getByRole('img', { name: new RegExp(FULL_NAME) }).waitFor();
      await preview.close();
      await site.close();
    },
    120_000,
  );
});
