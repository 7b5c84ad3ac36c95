import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enterMailedCode, register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { newPerson } from '../support/mailbox.ts';
import { fillHostingNameAndCover } from '../support/portfolios.ts';

// Issue 10, item 15: what is typed in the portfolio form outlives a session that ends, a link, Back
// and a closed tab.
const { openPage } = useBrowser();

const about = (page: Page) => page.getByRole('group', { name: 'About you', exact: true });
const project = (page: Page) => page.getByRole('group', { name: 'Project 1', exact: true });
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });
const draftsKept = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('pm-draft:')));

describe('portfolio drafts', () => {
  it('keeps the form through a session that ends: sign in again and the form is back, cover included', async () => {
    const person = newPerson('draft');
    const name = `draft-${person.userName}`;
    const page = await openPage('/');
    await register(page, person);

    await page.goto('/portfolio/1');
    await fillHostingNameAndCover(page, name, { fileName: 'my-cover.png' });
    await page.getByAltText('Chosen cover').waitFor();
    await about(page).getByLabel('Title', { exact: true }).fill('Data Engineer');
    await about(page).getByLabel('Summary', { exact: true }).fill('Pipelines that never lose a row.');
    await project(page).getByLabel('Title', { exact: true }).fill('StreamKit');
    await project(page).getByLabel('Start Date', { exact: true }).fill('2024-02');

    // The session ends (both cookies gone): saving finds no session and the app sends the user to sign in.
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Save Portfolio' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/portfolio/1');
    await page
      .getByText('You are signed out. Sign in again to go back to where you were; what you typed is kept.', {
        exact: true,
      })
      .waitFor();
    await expectAccessible(page);

    const sentAt = Date.now() - 1000;
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    // Back on the form, everything as it was.
    await enterMailedCode(page, person.email, sentAt, { landing: '/portfolio/1' });
    await page.getByRole('heading', { name: 'Draft restored' }).waitFor();
    expect(await page.getByLabel('Hosting Name').inputValue()).toBe(name);
    expect(await about(page).getByLabel('Title', { exact: true }).inputValue()).toBe('Data Engineer');
    expect(await about(page).getByLabel('Summary', { exact: true }).inputValue()).toBe(
      'Pipelines that never lose a row.',
    );
    expect(await project(page).getByLabel('Title', { exact: true }).inputValue()).toBe('StreamKit');
    expect(await project(page).getByLabel('Start Date', { exact: true }).inputValue()).toBe('2024-02');
    await page.getByAltText('Chosen cover').waitFor();
    expect(
      await page.getByLabel('Cover Image').evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
    ).toBe('my-cover.png');
    await expectAccessible(page);

    // Saved: the draft is gone.
    await page.getByRole('button', { name: 'Save Portfolio' }).click();
    await page.getByRole('dialog', { name: 'Complete Your Payment' }).waitFor();
    await expect.poll(() => draftsKept(page)).toEqual([]);
  });

  it('asks before a link or Back leaves unsaved changes, and the browser asks before the tab closes', async () => {
    const person = newPerson('leave');
    const page = await openPage('/');
    await register(page, person);
    await page.getByRole('banner').getByRole('link', { name: 'Portfolio', exact: true }).click();
    await page.getByRole('article', { name: 'Techfolio' }).getByRole('link', { name: 'Select' }).click();
    await page.waitForURL((url) => url.pathname === '/portfolio/1');
    await about(page).getByLabel('Title', { exact: true }).fill('Mobile Developer');

    // A link: the confirmation, and staying keeps everything.
    await page.getByRole('banner').getByRole('link', { name: 'Blogs', exact: true }).click();
    await leaveDialog(page).waitFor();
    await expectAccessible(page);
    await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click();
    await leaveDialog(page).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/portfolio/1');
    expect(await about(page).getByLabel('Title', { exact: true }).inputValue()).toBe('Mobile Developer');

    // Back (the app puts the page back until the question is answered, so page.goBack would wait on).
    await page.evaluate(() => history.back());
    await leaveDialog(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/portfolio/1');
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === '/templates');

    // The draft came along: Discard empties the form, which then leaves without a question.
    await page.goForward();
    await page.getByRole('heading', { name: 'Draft restored' }).waitFor();
    expect(await about(page).getByLabel('Title', { exact: true }).inputValue()).toBe('Mobile Developer');
    await page.getByRole('button', { name: 'Discard draft' }).click();
    expect(await about(page).getByLabel('Title', { exact: true }).inputValue()).toBe('');
    await expect.poll(() => draftsKept(page)).toEqual([]);

    // Closing the tab with unsaved changes: the browser's own question.
    await about(page).getByLabel('Title', { exact: true }).fill('Game Developer');
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (question) => {
        resolve(question.type());
        void question.dismiss();
      });
    });
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);

    await page.getByRole('banner').getByRole('link', { name: 'Blogs', exact: true }).click();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === '/blog');
  });
});
