import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser, viewports } from '../support/browser.ts';
import { newPerson } from '../support/mailbox.ts';
import { fillHostingNameAndCover, group, payInSandbox, storedPortfolio } from '../support/portfolios.ts';

const { openPage } = useBrowser();

/** The level-2 headings of a page, in order. */
const sectionHeadings = (page: Page) => page.getByRole('heading', { level: 2 }).allTextContents();

// Issue 26 item 4: an owner moves Projects to the top with the keyboard, hides Articles, saves and
// pays; the live site leads with Projects and shows no Articles, accessible at 360 and 1280 px.
describe("the order and visibility of a site's sections, from the editor to the live site", () => {
  const person = newPerson('order');
  const name = `order-${person.userName}`.slice(0, 40).replace(/-+$/, '');

  it('are chosen by keyboard in the editor, saved, paid for and followed by the live site', async () => {
    const page = await openPage('/');
    await page.setViewportSize(viewports.wide);
    await register(page, person);
    await page.goto('/portfolio/1');
    await page.getByRole('heading', { level: 1, name: 'Create Your Portfolio' }).waitFor();
    await fillHostingNameAndCover(page, name);
    const about = group(page, 'About you');
    await about.getByLabel('Title', { exact: true }).fill('Cartographer');
    await about.getByLabel('About Me', { exact: true }).fill('I draw maps people can read.');
    await group(page, 'Project 1').getByLabel('Title', { exact: true }).fill('Atlas of Pune');
    await group(page, 'Article 1').getByLabel('Title', { exact: true }).fill('Why maps lie');

    const card = group(page, 'Sections of your site');
    const projects = group(card, 'Projects');
    const up = projects.getByRole('button', { name: 'Move up' });
    await up.focus();
    for (let press = 0; press < 3; press++) await page.keyboard.press('Enter');
    await card.getByText('Projects moved to position 1 of 9', { exact: true }).waitFor();
    // The focus stayed on the button pressed, now at the top.
    expect(await up.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await up.getAttribute('aria-disabled')).toBe('true');
    // A pointer drags Education by its handle onto About's place (second).
    const handle = group(card, 'Education').locator('[title="Drag to move"]');
    const target = group(card, 'About');
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) expect.fail('the rows are not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
    await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await card.getByText('Education moved to position 2 of 9', { exact: true }).waitFor();
    // For 50 ms after a drop the drag library stops clicks on their way (so the drop is not also a
    // click); a person cannot click that soon, a script can: it waits as long.
    await page.waitForTimeout(100);
    const show = group(card, 'Articles').getByRole('checkbox', { name: 'Show on my site' });
    await show.focus();
    await page.keyboard.press('Space');
    expect(await show.isChecked()).toBe(false);
    await expectAccessible(page);

    // The live preview follows at once.
    const preview = page.frameLocator('iframe[title="Live preview of your portfolio"]');
    await expect
      .poll(() => preview.getByRole('heading', { level: 2 }).first().textContent())
      .toBe('Projects');
    await expect.poll(() => preview.getByRole('heading', { level: 2, name: 'Writing' }).count()).toBe(0);

    await page.setViewportSize(viewports.narrow);
    await page.getByRole('button', { name: 'Sections of your site', expanded: true }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Save Portfolio' }).click();
    await payInSandbox(page);
    await page.getByRole('article', { name: 'Cartographer' }).getByText('Live', { exact: true }).waitFor();

    const liveUrl = (await storedPortfolio(page, name)).liveUrl;
    for (const width of ['wide', 'narrow'] as const) {
      await page.setViewportSize(viewports[width]);
      await page.goto(liveUrl);
      await page.getByRole('heading', { level: 1, name: person.fullName }).waitFor();
      expect(await sectionHeadings(page)).toEqual(['Projects', 'About']);
      // The table of contents (shown on a wide screen) follows the same order.
      if (width === 'wide') {
        const toc = page.getByRole('navigation', { name: 'Sections' });
        expect(await toc.getByRole('link').allTextContents()).toEqual(['Projects', 'About']);
      }
      await expectAccessible(page);
    }
  });
});
