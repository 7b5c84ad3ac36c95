import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { baseURL, useBrowser } from '../support/browser.ts';
import { newPerson } from '../support/mailbox.ts';
import { livePortfolio } from '../support/portfolios.ts';

const { openPage } = useBrowser();

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').getByText(text, { exact: true }).first().waitFor();

// A version holds the template it was saved in (docs/decisions/044): restoring one from before a
// template switch puts the live site back in the old template.
describe('history that restores everything it lists', () => {
  it('switches the template, restores the version before the switch, and the live site is back in the old template', async () => {
    const person = newPerson('hist');
    const name = `hist-${person.userName}`;
    const page = await openPage('/');
    await register(page, person);
    // Made in Techfolio (the editor of /portfolio/1) and paid for: live.
    await livePortfolio(page, name, 'Historian');
    const site = await page.context().newPage();
    await site.goto(`http://${name}.localhost:${new URL(baseURL).port}/`);
    await site.locator('.site.techfolio').waitFor();

    // Manage: switch to Studio and save; the live site follows.
    await page.getByRole('article', { name: 'Historian' }).getByRole('link', { name: 'Manage' }).click();
    await page.waitForURL((url) => url.pathname === '/UpdateTemplateData');
    await page.getByRole('radio', { name: /Studio/ }).check();
    await page.getByRole('button', { name: 'Update Portfolio' }).click();
    await page.waitForURL((url) => url.pathname === '/templates');
    await toast(page, 'portfolio Updated Successfully');
    await site.reload();
    await site.locator('.site.studio').waitFor();

    // The history names the switch; the version before it previews in Techfolio.
    await page
      .getByRole('article', { name: 'Historian' })
      .getByRole('link', { name: 'History of Historian' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Version history' }).waitFor();
    const versions = page.getByRole('list', { name: 'Saved versions' }).getByRole('listitem');
    await versions.first().getByText('Template: Studio', { exact: true }).waitFor();
    expect(await versions.count()).toBe(2);
    const before = versions.nth(1);
    await before.getByText('Created', { exact: true }).waitFor();
    await before.getByRole('button', { name: /^Preview/ }).click();
    const preview = page.getByRole('dialog', { name: /^Version of / });
    await preview.frameLocator('iframe').locator('.site.techfolio').waitFor();
    await expectAccessible(page);

    // Restored: the live site is in Techfolio again, and the history says so in one date format.
    await preview.getByRole('button', { name: 'Restore this version' }).click();
    const confirm = page.getByRole('dialog', { name: /^Restore the version of / });
    await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
    await toast(page, 'This version is your portfolio again. The version before it stays in the history.');
    await preview.waitFor({ state: 'hidden' });
    await versions.nth(2).waitFor();
    const createdAt = (await versions.nth(2).locator('time').textContent()) ?? '';
    expect(createdAt).not.toBe('');
    expect(await versions.first().textContent()).toContain(
      `Restored the version of ${createdAt} (Template: Techfolio)`,
    );
    expect(await page.getByRole('list', { name: 'Saved versions' }).textContent()).not.toMatch(
      /\d{4}-\d\d-\d\d|UTC/,
    );
    await site.reload();
    await site.locator('.site.techfolio').waitFor();
    expect(await site.locator('.site.studio').count()).toBe(0);
    await site.close();
  });
});
