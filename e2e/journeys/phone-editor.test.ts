import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser, viewports } from '../support/browser.ts';
import { newPerson } from '../support/mailbox.ts';
import { coverPng, group, payInSandbox } from '../support/portfolios.ts';

const PROJECTS = [
  'Paper Trail',
  'Tide Tables',
  'Monsoon Maps',
  'Kite Runner UI',
  'Chai Ledger',
  'Loom Boards',
];

/** Lighthouse's stand-in for a mid-range phone: the CPU four times slower. */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const sectionBar = (page: Page) => page.getByRole('navigation', { name: 'Form sections' });

/** Folds a section by its heading and waits for the line that says what it holds. */
async function fold(page: Page, name: string, summary: string) {
  await page.getByRole('button', { name, exact: true, expanded: true }).click();
  await group(page, name).getByText(summary, { exact: true }).waitFor();
}

// Issue 25, done when: on a ₹10 000 phone, an owner builds a designer's portfolio with the section
// bar, the folds and the preview sheet, saves, pays and sees the live address with Share at once.
describe('the editor on a phone with a slow CPU', () => {
  const { openPage } = useBrowser();

  it('builds a designer’s portfolio of 6 projects with the section bar, folds and preview sheet, and pays', async () => {
    const owner = newPerson('phone');
    const page = await openPage('/', 'narrow');
    await register(page, owner);
    await page.goto('/portfolio/2');
    await slowCpu(page);
    // From the top of the first section to the foot of the last.
    const formHeight = () =>
      page.evaluate(() => {
        const top = document.getElementById('section-site')?.getBoundingClientRect().top ?? 0;
        return (document.getElementById('section-articles')?.getBoundingClientRect().bottom ?? 0) - top;
      });

    // The full name first: the hosting name is offered from it, with the address it will have.
    const about = group(page, 'About you');
    await about.getByLabel('Full Name', { exact: true }).fill('Ananya Iyer');
    await about.getByLabel('Title', { exact: true }).fill('Product Designer');
    await about.getByLabel('Summary', { exact: true }).fill('I design calm tools for busy people.');
    await page.getByRole('button', { name: /^Use ananya-iyer(-\d+)? as your site’s name$/ }).click();
    const hostingName = await page.getByLabel('Hosting Name').inputValue();
    expect(hostingName).toMatch(/^ananya-iyer(-\d+)?$/);
    await page.getByText('This hosting name is available', { exact: true }).waitFor();
    await page.getByText(`${hostingName}.`, { exact: false }).first().waitFor();
    await page
      .getByLabel('Cover Image')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await coverPng() });
    await fold(page, 'Your site', `${hostingName} · Monograph`);
    await fold(page, 'About you', 'Ananya Iyer · Product Designer');

    // The section bar jumps past Links and Educations to Projects.
    await sectionBar(page).getByRole('link', { name: 'Projects' }).click();
    const projects = group(page, 'Projects');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Projects');
    for (const [index, title] of PROJECTS.entries()) {
      if (index > 0) await projects.getByRole('button', { name: 'Add project' }).click();
      const item = group(page, `Project ${index + 1}`);
      await item.getByLabel('Title', { exact: true }).fill(title);
      await item.getByLabel('Role', { exact: true }).fill('Lead designer');
      await item.getByLabel('Start Date', { exact: true }).fill(`2024-0${index + 1}`);
      await item
        .getByLabel('Details', { exact: true })
        .fill(`${title}: research, flows and a design system.`);
    }
    await fold(page, 'Projects', '6 projects');

    // Every section folded again: the whole form, six projects in it, is a screen and a half.
    expect(await formHeight()).toBeLessThan(1.5 * viewports.narrow.height);

    // The preview as a full-screen sheet.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Preview' });
    const frame = page.frameLocator('iframe[title="Live preview of your portfolio"]');
    await frame.getByRole('heading', { level: 1, name: 'Ananya Iyer' }).waitFor();
    await frame.getByText('Loom Boards', { exact: true }).first().waitFor();
    await frame.getByText('Jun 2024', { exact: false }).first().waitFor();
    const sheetBox = await sheet.boundingBox();
    expect(sheetBox?.width).toBe(viewports.narrow.width);
    expect(sheetBox?.height).toBe(viewports.narrow.height);
    await expectAccessible(page);
    await sheet.getByRole('button', { name: 'Close preview' }).click();
    await expectAccessible(page);

    // Save from the bar at the bottom of the screen, pay, and the live address with Share.
    const save = page.getByRole('button', { name: 'Save Portfolio' });
    const saveBox = await save.boundingBox();
    expect(saveBox && saveBox.y + saveBox.height).toBeLessThanOrEqual(viewports.narrow.height);
    await save.click();
    await payInSandbox(page);
    const live = page.getByRole('status').filter({ hasText: 'Your site is live at' });
    await live.waitFor();
    const card = page.getByRole('article', { name: 'Product Designer' });
    const share = card.getByRole('list', { name: 'Share Product Designer' });
    await share.waitFor();
    for (const shown of [live, card.getByText(`${hostingName}.`, { exact: false }).first()]) {
      const box = await shown.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(viewports.narrow.height);
    }
    await expectAccessible(page);
  });

  it('keeps each field reached with Tab above the Save bar held at the bottom of the screen', async () => {
    const page = await openPage('/', 'narrow');
    await register(page, newPerson('phonetab'));
    await page.goto('/portfolio/1');
    const credit = page.getByRole('switch', { name: 'Show "Made with Portfolio Maker" on my site' });
    await credit.waitFor({ state: 'attached' });
    // From the top of the page to Save, as a keyboard user goes: every field the focus lands on is
    // in sight, the theme's switches too.
    await page.getByRole('heading', { level: 1 }).click();
    const hidden: string[] = [];
    let creditReached = false;
    for (let presses = 0; presses < 400; presses++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        const held = document.querySelector('[data-bottom-bar]');
        if (!focused || !held) return { inBar: false, covered: '' };
        if (held.contains(focused)) return { inBar: true, covered: '' };
        const box = focused.getBoundingClientRect();
        const covered = box.bottom > held.getBoundingClientRect().top + 1;
        return { inBar: false, covered: covered ? `${focused.tagName} ${focused.id}` : '' };
      });
      creditReached ||= await credit.evaluate((el) => el === document.activeElement);
      if (focus.covered) hidden.push(focus.covered);
      if (focus.inBar) break;
    }
    expect(creditReached).toBe(true);
    expect(
      await page
        .getByRole('button', { name: 'Save Portfolio' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expect(hidden).toEqual([]);
  });
});
