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

// Issue 26 item 3: an owner adds a section of their own, 'Talks', with two talks, moves it above
// Experience in 'Sections of your site', saves and pays; the live site shows Talks before
// Experience, accessible at 360 and 1280 px.
describe('a section the owner names, from the editor to the live site', () => {
  const person = newPerson('talks');
  const name = `talks-${person.userName}`.slice(0, 40).replace(/-+$/, '');

  it('is added, filled, placed above Experience, saved, paid for and shown live', async () => {
    const page = await openPage('/');
    await page.setViewportSize(viewports.wide);
    await register(page, person);
    await page.goto('/portfolio/1');
    await page.getByRole('heading', { level: 1, name: 'Create Your Portfolio' }).waitFor();
    await fillHostingNameAndCover(page, name);
    const about = group(page, 'About you');
    await about.getByLabel('Title', { exact: true }).fill('Speaker');
    const experience = group(page, 'Experience 1');
    await experience.getByLabel('Company Name', { exact: true }).fill('Brightlabs');
    await experience.getByLabel('Role', { exact: true }).fill('Engineer');

    const own = group(page, 'Your own sections');
    await own.getByLabel('New section title').fill('Talks');
    await own.getByRole('button', { name: 'Add a section' }).click();
    const talks = group(own, 'Talks');
    const talkList = [
      ['Shipping for 3G phones', 'JSConf India', '2024-06', 'jsconf.in/talk'],
      ['Accessible charts', 'React Pune', '2023-02', ''],
    ];
    for (const [index, [title, subtitle, month, link]] of talkList.entries()) {
      await talks.getByRole('button', { name: 'Add item' }).click();
      const item = group(talks, `Item ${index + 1}`);
      await item.getByLabel('Title', { exact: true }).fill(title as string);
      await item.getByLabel(/^Subtitle/).fill(subtitle as string);
      await item.getByLabel('Date', { exact: true }).fill(month as string);
      if (link) {
        await item.getByLabel('Link', { exact: true }).fill(link);
        await item.getByLabel('Link', { exact: true }).blur();
        expect(await item.getByLabel('Link', { exact: true }).inputValue()).toBe(`https://${link}`);
      }
    }

    const card = group(page, 'Sections of your site');
    const row = group(card, 'Talks');
    const up = row.getByRole('button', { name: 'Move up' });
    await up.focus();
    // Techfolio: About, Skills, Experience, … and Talks last (10th): up to 3rd, above Experience.
    for (let press = 0; press < 7; press++) await page.keyboard.press('Enter');
    await card.getByText('Talks moved to position 3 of 10', { exact: true }).waitFor();
    await expectAccessible(page);

    const preview = page.frameLocator('iframe[title="Live preview of your portfolio"]');
    await expect
      .poll(() => preview.getByRole('heading', { level: 2 }).allTextContents())
      .toEqual(expect.arrayContaining(['Talks']));

    await page.setViewportSize(viewports.narrow);
    await page.getByRole('button', { name: 'Your own sections', expanded: true }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Save Portfolio' }).click();
    await payInSandbox(page);
    await page.getByRole('article', { name: 'Speaker' }).getByText('Live', { exact: true }).waitFor();

    const liveUrl = (await storedPortfolio(page, name)).liveUrl;
    for (const width of ['wide', 'narrow'] as const) {
      await page.setViewportSize(viewports[width]);
      await page.goto(liveUrl);
      await page.getByRole('heading', { level: 1, name: person.fullName }).waitFor();
      const headings = await sectionHeadings(page);
      expect(headings.indexOf('Talks')).toBeGreaterThanOrEqual(0);
      expect(headings.indexOf('Talks')).toBeLessThan(headings.indexOf('Experience'));
      const section = page.getByRole('region', { name: 'Talks' });
      expect(await section.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
        'Shipping for 3G phones',
        'Accessible charts',
      ]);
      await section.getByText('Jun 2024', { exact: true }).waitFor();
      await section.getByRole('link', { name: 'More about Shipping for 3G phones' }).waitFor();
      if (width === 'wide') {
        const toc = page.getByRole('navigation', { name: 'Sections' });
        const links = await toc.getByRole('link').allTextContents();
        expect(links.indexOf('Talks')).toBeLessThan(links.indexOf('Experience'));
      }
      await expectAccessible(page);
    }
  });
});
