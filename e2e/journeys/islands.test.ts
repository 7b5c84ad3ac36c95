import { describe, expect, it } from 'vitest';
import { register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { mainNav, useBrowser } from '../support/browser.ts';
import { newPerson } from '../support/mailbox.ts';
import { toastWith } from '../support/toasts.ts';

const { openPage, allowConsoleError } = useBrowser();

// The pages that run islands instead of the app (decision 59, apps/web/src/app/prerender.tsx).
const islandPages = ['/FAQ', '/termsandconditions', '/privacypolicy', '/refundpolicy'];

describe('pages of islands (issue 30)', () => {
  it.each(islandPages)('%s answers a visitor without running the app', async (path) => {
    const page = await openPage('about:blank', 'narrow');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    // The drawer opens, and its links lead on.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Login' }).waitFor();
    await expectAccessible(page);
    await drawer.getByRole('button', { name: /close/i }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(scripts.some((script) => /\/assets\/islands-/.test(script))).toBe(true);
    // None of the app's own code runs here (it may be fetched into the cache when the page is idle).
    expect(scripts.filter((script) => /\/assets\/(boot|main|core)-/.test(script))).toEqual([]);
  });

  it('opens an answer of the FAQ, with the price in it once known', async () => {
    const page = await openPage('/FAQ');
    const question = page.getByRole('button', { name: 'How is my portfolio deployed?' });
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await page.getByText(/one-time payment of ₹/).waitFor();
  });

  it('shows a signed-in visitor in the header and the footer, and Log Out there says so on the next page', async () => {
    const page = await openPage('/');
    await register(page, newPerson('islands'));
    await page.goto('/privacypolicy');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await mainNav(page).getByRole('button', { name: 'Log Out' }).waitFor();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Log Out' }).waitFor();
    await mainNav(page).getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await toastWith(page, 'Logged out successfully').waitFor();
    await mainNav(page).getByRole('link', { name: 'Login' }).waitFor();
  });

  it('says plainly when an island cannot load, and the rest of the page still answers', async () => {
    allowConsoleError(
      /The faq island could not start|Failed to load resource|Failed to fetch dynamically imported module/,
    );
    const page = await openPage('about:blank', 'narrow');
    await page.route(/\/assets\/island-faq-list-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/FAQ');
    await page.getByRole('alert').filter({ hasText: 'This part of the page could not load.' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Login' }).waitFor();
  });
});
