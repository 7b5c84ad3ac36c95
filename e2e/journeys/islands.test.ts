import { launchChromium } from '@portfolio/test-support/chromium';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { baseURL, mainNav, PROMO_SEEN_KEY, useBrowser } from '../support/browser.ts';
import { newPerson } from '../support/mailbox.ts';
import { toastWith } from '../support/toasts.ts';

const { openPage, allowConsoleError } = useBrowser();

// The pages that run islands instead of the app (decision 59, apps/web/src/app/prerender.tsx).
const islandPages = ['/FAQ', '/blog', '/aboutus', '/termsandconditions', '/privacypolicy', '/refundpolicy'];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens `path` with one island's code held back for a while: the page is on screen, that island not alive. */
async function openWithIslandLate(path: string, chunk: RegExp) {
  const page = await openPage('about:blank');
  let released = false;
  await page.route(chunk, async (route) => {
    await wait(2500);
    released = true;
    await route.continue();
  });
  // The page's own script holds presses from when it runs, and it asks for the islands' code as it
  // does. It is `async`: the parsed page (DOMContentLoaded) does not wait for it.
  const scriptRan = page.waitForRequest(/\/assets\/island-hydrate-[^/]+\.js$/);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await scriptRan;
  return { page, released: () => released };
}

/** The path of every script the page asks for from now on, in order (the array grows as it does). */
function scriptsAskedBy(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * A browser with the back/forward cache on, as a visitor's is (Playwright turns it off by default),
 * the promo seen, and the console's errors and the page's uncaught ones gathered for the test.
 */
async function withBackForwardCache(run: (page: Page, problems: string[]) => Promise<void>) {
  const browser = await launchChromium({ ignoreDefaultArgs: ['--disable-back-forward-cache'] });
  try {
    const context = await browser.newContext({ baseURL });
    await context.addInitScript((key) => sessionStorage.setItem(key, '1'), PROMO_SEEN_KEY);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await run(page, problems);
  } finally {
    await browser.close();
  }
}

describe('pages of islands (issue 30)', () => {
  it.each(islandPages)('%s answers a visitor without running the app', async (path) => {
    const page = await openPage('about:blank', 'narrow');
    const scripts = scriptsAskedBy(page);
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

  it("says plainly in each island when the islands' own code cannot load, and links still lead on", async () => {
    allowConsoleError(
      /The islands' code could not load|Failed to load resource|Failed to fetch dynamically imported module/,
    );
    const page = await openPage('about:blank', 'narrow');
    await page.route(/\/assets\/island-hydrate-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/aboutus');
    const cannot = page.getByRole('alert').filter({ hasText: 'This part of the page could not load.' });
    await cannot.first().waitFor();
    // The top bar and the contact form at least (the footer's Log Out draws nothing for a visitor).
    expect(await cannot.count()).toBeGreaterThanOrEqual(2);
    await page.getByRole('link', { name: 'Portfolio Maker' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('a press of Send before the contact form is alive sends the message once, when it is', async () => {
    const { page, released } = await openWithIslandLate(
      '/aboutus',
      /\/assets\/island-contact-form-[^/]+\.js$/,
    );
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/notification/contactmessage')) sent.push(request.method());
    });
    await page.getByLabel('Your Name').fill('Asha');
    await page.getByLabel('Your Email').fill('asha@example.com');
    await page.getByLabel('Your Message').fill(`Typed before the page was alive ${Date.now()}`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    expect(released()).toBe(false);
    // Nothing native happened: the page and its text are still here.
    expect(new URL(page.url()).search).toBe('');
    await page.getByText('Message sent successfully!', { exact: true }).waitFor();
    expect(sent).toEqual(['POST']);
    expect(await page.getByLabel('Your Message').inputValue()).toBe('');
  });

  it("a press of Submit Comment before the blog's form is alive thanks the reader once, when it is", async () => {
    const { page, released } = await openWithIslandLate('/blog', /\/assets\/island-comment-form-[^/]+\.js$/);
    await page.getByLabel('Name').fill('Ravi');
    await page.getByLabel('Comment').fill('Typed early');
    await page.getByRole('button', { name: 'Submit Comment' }).click();
    expect(released()).toBe(false);
    expect(new URL(page.url()).search).toBe('');
    await toastWith(page, 'Comment added').waitFor();
    await expect.poll(() => page.getByLabel('Comment').inputValue()).toBe('');
    expect(await toastWith(page, 'Comment added').count()).toBe(1);
  });

  it('a vote pressed before /templates is alive counts once, when it is', async () => {
    const { page, released } = await openWithIslandLate(
      '/templates',
      /\/assets\/island-recent-comments-[^/]+\.js$/,
    );
    await page.getByRole('button', { name: 'Like comment by Priya (12)' }).click();
    expect(released()).toBe(false);
    const liked = page.getByRole('button', { name: 'Like comment by Priya (13)' });
    await liked.waitFor();
    expect(await liked.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Dislike comment by Priya (1)' }).isDisabled()).toBe(true);
  });

  it("on a phone with a slow CPU, presses made while the islands' code is on its way are each done once", async () => {
    const page = await openPage('about:blank', 'narrow');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Preact's compatibility layer, which every island needs, comes late; the page's own script has
    // asked for it (so it runs), and that is all.
    let asked: () => void = () => {};
    const askedForIslands = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route(/\/assets\/island-compat-[^/]+\.js$/, async (route) => {
      asked();
      await wait(2500);
      await route.continue();
    });
    await page.goto('/templates', { waitUntil: 'commit' });
    await askedForIslands;
    await page.getByRole('button', { name: 'Like comment by Priya (12)' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const liked = page.getByRole('button', { name: 'Like comment by Priya (13)' });
    await liked.waitFor({ timeout: 30_000 });
    expect(await liked.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('dialog').getByRole('link', { name: 'Login' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: /Like comment by Priya \(14\)/ }).count()).toBe(0);
  });

  it('brings a part far down the page to life only as the visitor scrolls to it', async () => {
    const page = await openPage('about:blank', 'narrow');
    const scripts = scriptsAskedBy(page);
    await page.goto('/aboutus');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    const formCode = () => scripts.filter((script) => /\/island-contact-form-/.test(script));
    await wait(500);
    expect(formCode()).toEqual([]);
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await send.scrollIntoViewIfNeeded();
    await expect.poll(formCode).toHaveLength(1);
    // Alive: its Send button submits the form.
    await expect.poll(() => send.getAttribute('type')).toBe('submit');
  });

  it('a signed-in visitor of / and /templates gets the app, where their own sites lead those pages', async () => {
    const page = await openPage('/');
    await register(page, newPerson('islands-app'));
    const scripts = scriptsAskedBy(page);
    for (const path of ['/', '/templates']) {
      const before = scripts.length;
      await page.goto(path);
      await mainNav(page).getByRole('button', { name: 'Log Out' }).waitFor();
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      expect(scripts.slice(before).some((script) => /\/assets\/core-/.test(script))).toBe(true);
    }
  });

  it("when the islands' script runs before the page is parsed to its end, every island still comes alive, and a signed-in visitor still gets the app", async () => {
    /**
     * Opens `path` with a script that holds the parser for a while put in before `marker` (the
     * islands' script is `async`: it runs as soon as it arrives, while the rest is not parsed yet).
     */
    async function openHeldBefore(page: Page, path: string, marker: string) {
      let heldScriptAsked = false;
      await page.route('**/held-parser.js', async (route) => {
        heldScriptAsked = true;
        await wait(2000);
        await route.fulfill({ contentType: 'text/javascript', body: '' });
      });
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          const response = await route.fetch();
          const html = await response.text();
          expect(html).toContain(marker);
          await route.fulfill({
            response,
            body: html.replace(marker, `<script src="/held-parser.js"></script>${marker}`),
          });
        },
        { times: 1 },
      );
      await page.goto(path, { waitUntil: 'commit' });
      await expect.poll(() => heldScriptAsked).toBe(true);
    }

    // The contact form comes after the held script: its island is found once the page is whole.
    const visitor = await openPage('about:blank');
    await openHeldBefore(visitor, '/aboutus', '<div data-island="contact-form"');
    await visitor.locator('html[data-ready]').waitFor({ state: 'attached' });
    const send = visitor.getByRole('button', { name: 'Send', exact: true });
    await send.scrollIntoViewIfNeeded();
    await expect.poll(() => send.getAttribute('type')).toBe('submit');

    // The meta that names the app for a signed-in visitor comes after the held script.
    const owner = await openPage('/');
    await register(owner, newPerson('islands-early'));
    const scripts = scriptsAskedBy(owner);
    await openHeldBefore(owner, '/templates', '<meta name="pm-app-when-signed-in"');
    await mainNav(owner).getByRole('button', { name: 'Log Out' }).waitFor();
    await owner.locator('html[data-ready]').waitFor({ state: 'attached' });
    expect(scripts.some((script) => /\/assets\/core-/.test(script))).toBe(true);
    expect(await owner.locator('[data-island][data-hydrated]').count()).toBe(0);
  });

  it('Back from the app returns to the page as it was left, without loading it again', async () => {
    await withBackForwardCache(async (page, problems) => {
      await page.goto('/FAQ');
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      const question = page.getByRole('button', { name: 'How is my portfolio deployed?' });
      await question.click();
      await page.evaluate(() => Object.assign(window, { leftAt: 'FAQ' }));

      await mainNav(page).getByRole('link', { name: 'Login' }).click();
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
      await page.goBack({ waitUntil: 'commit' });
      await page.waitForFunction(() => window.location.pathname === '/FAQ');
      // The same document, restored: what the visitor opened is still open, nothing ran again.
      expect(await page.evaluate(() => (window as unknown as { leftAt?: string }).leftAt)).toBe('FAQ');
      expect(await question.getAttribute('aria-expanded')).toBe('true');
      await question.click();
      expect(await question.getAttribute('aria-expanded')).toBe('false');
      expect(problems).toEqual([]);
    });
  });

  it('Back from the app finds what the visitor typed and where they had scrolled to', async () => {
    await withBackForwardCache(async (page, problems) => {
      await page.goto('/aboutus');
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      const message = page.getByLabel('Your Message');
      await message.fill('Typed before going to sign in');
      await page.evaluate(() => window.scrollTo(0, 300));
      await page.waitForFunction(() => window.scrollY === 300);

      await mainNav(page).getByRole('link', { name: 'Login' }).click();
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
      await page.goBack({ waitUntil: 'commit' });
      await page.waitForFunction(() => window.location.pathname === '/aboutus');
      expect(await message.inputValue()).toBe('Typed before going to sign in');
      expect(await page.evaluate(() => window.scrollY)).toBe(300);
      expect(problems).toEqual([]);
    });
  });
});
