import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';

const { openPage } = useBrowser();

// Every route of docs/spec.md §2 with the heading it shows; /userslist and /messages send a visitor to
// /login, so admin.test.ts visits them as an administrator.
const routes: [string, string][] = [
  ['/', 'Launch your portfolio website in minutes with Portfolio Maker'],
  ['/templates', 'Choose Your Portfolio'],
  ['/login', 'Login'],
  ['/register', 'Register'],
  ['/FAQ', 'Frequently Asked Questions'],
  ['/blog', 'Blog'],
  ['/aboutus', 'About Us'],
  ['/aboutUs', 'About Us'],
  ['/termsandconditions', 'Terms and Conditions'],
  ['/privacypolicy', 'Privacy Policy'],
  ['/privacyPolicy', 'Privacy Policy'],
  ['/refundpolicy', 'Refund Policy'],
  ['/refundPolicy', 'Refund Policy'],
];

describe('every route', () => {
  it.each(routes)('%s shows "%s", its own title, and passes axe-core', async (path, heading) => {
    const page = await openPage(path);
    const h1 = page.getByRole('heading', { level: 1 });
    await h1.waitFor();
    expect((await h1.textContent())?.trim()).toBe(heading);
    expect(await page.title()).toContain('Portfolio Maker');
    await expectAccessible(page);
  });

  it.each(['/portfolio/1', '/UpdateTemplateData'])('sends a visitor from %s to /login', async (path) => {
    const page = await openPage(path);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    expect(await page.getByRole('heading', { name: /Create Your Portfolio|Update Portfolio/ }).count()).toBe(
      0,
    );
  });

  it('shows a not-found page for an unknown path, on wide and narrow screens', async () => {
    for (const viewport of ['wide', 'narrow'] as const) {
      const page = await openPage('/no/such/page', viewport);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await page.getByRole('link', { name: /home/i }).first().click();
      await page.waitForURL((url) => url.pathname === '/');
      await expectAccessible(page);
    }
  });
});

describe('wide screens', () => {
  it('navigates with the top bar', async () => {
    const page = await openPage('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    for (const [name, path, heading] of [
      ['Portfolio', '/templates', 'Choose Your Portfolio'],
      ['Blogs', '/blog', 'Blog'],
      ['About Us', '/aboutus', 'About Us'],
      ['Home', '/', 'Portfolio Maker'],
    ]) {
      await nav.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
  });

  it('scrolls to the top on every route change', async () => {
    const page = await openPage('/aboutus');
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await footer.getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL((url) => url.pathname === '/FAQ');
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('links the footer to the policy pages by their alias spellings', async () => {
    const page = await openPage('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, path, heading] of [
      ['About Us', '/aboutUs', 'About Us'],
      ['Privacy Policy', '/privacyPolicy', 'Privacy Policy'],
      ['Refund Policy', '/refundPolicy', 'Refund Policy'],
      ['Terms and Conditions', '/termsandconditions', 'Terms and Conditions'],
    ]) {
      await footer.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
  });
});

describe('narrow screens', () => {
  it('opens the drawer, navigates, and closes it on navigation', async () => {
    const page = await openPage('/', 'narrow');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);

    await menuButton.click();
    await nav.waitFor();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(page);
    await nav.getByRole('link', { name: 'Blogs', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/blog');
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await nav.waitFor({ state: 'hidden' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('stays open when the page that was loading as it opened arrives', async () => {
    const page = await openPage('/login', 'narrow');
    // The register page's code is held until the drawer is open: the address changes at once, the page
    // follows (a slow network, or a page opened right after signing in).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/register-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const nav = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Main' });
    await nav.waitFor();

    release();
    await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: 'Blogs', exact: true }).waitFor();
  });

  it('closes when Back leaves the page it was opened on', async () => {
    const page = await openPage('/', 'narrow');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Blogs', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await menuButton.click();
    await nav.waitFor();

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await nav.waitFor({ state: 'hidden' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('works from the keyboard: Escape closes and focus returns to the menu button', async () => {
    const page = await openPage('/', 'narrow');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    expect(
      await page.evaluate(() => document.activeElement?.closest('nav, [role=dialog], dialog') !== null),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);

    await menuButton.click();
    await nav.waitFor();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await nav.waitFor({ state: 'hidden' });
  });

  it('fits a 360 px screen without sideways scrolling', async () => {
    for (const path of ['/', '/aboutus', '/no/such/page']) {
      const page = await openPage(path, 'narrow');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
