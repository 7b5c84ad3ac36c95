import { launchChromium } from '@portfolio/test-support/chromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../support/accounts.ts';
import { baseURL, PROMO_SEEN_KEY, viewports } from '../support/browser.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../support/global-setup.ts';
import { newPerson } from '../support/mailbox.ts';

// Each prerendered public page (apps/web/src/app/prerender.tsx), some in the spec's other
// spellings, with its heading and a text of its own content.
const pages: [string, string, string][] = [
  ['/', 'Launch your portfolio website in minutes with Portfolio Maker', 'Everything a portfolio needs'],
  ['/templates', 'Choose Your Portfolio', 'How It Works'],
  ['/FAQ', 'Frequently Asked Questions', 'Will I get analytics about my visitors?'],
  ['/faq', 'Frequently Asked Questions', 'Will I get analytics about my visitors?'],
  ['/blog', 'Blog', 'How to build a portfolio that gets you hired'],
  ['/aboutus', 'About Us', 'What We Offer'],
  ['/aboutUs', 'About Us', 'What We Offer'],
  ['/termsandconditions', 'Terms and Conditions', '13. Changes to these terms and contact'],
  ['/privacyPolicy', 'Privacy Policy', '10. Your rights and how to contact us'],
  ['/refundpolicy', 'Refund Policy', '7. Contact us'],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A page that records what a visitor's browser reports: console errors and warnings, failed requests. */
async function openWatched(
  path: string,
  { javaScript = true, viewport = 'wide' }: { javaScript?: boolean; viewport?: keyof typeof viewports } = {},
) {
  const context = await browser.newContext({
    baseURL,
    viewport: viewports[viewport],
    javaScriptEnabled: javaScript,
  });
  // The promo popup (3 s after load) is not what these journeys look at.
  await context.addInitScript((key) => sessionStorage.setItem(key, '1'), PROMO_SEEN_KEY);
  const page = await context.newPage();
  const problems: string[] = [];
  // What Chromium's Issues panel would list (Lighthouse's best practices count them): a CSP refusal.
  const cdp = await context.newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') {
      problems.push(`CSP issue: ${JSON.stringify(issue.details.contentSecurityPolicyIssueDetails)}`);
    }
  });
  await cdp.send('Audits.enable');
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  await page.goto(path);
  return { page, problems, close: () => context.close() };
}

async function expectPage(page: Page, heading: string, text: string) {
  const h1 = page.getByRole('heading', { level: 1 });
  expect((await h1.textContent())?.trim()).toBe(heading);
  expect(await page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
}

describe('prerendered public pages', () => {
  it.each(pages)('%s shows "%s" and its text with JavaScript disabled', async (path, heading, text) => {
    const { page, close } = await openWatched(path, { javaScript: false });
    try {
      await expectPage(page, heading, text);
      expect(await page.title()).toMatch(/ \| Portfolio Maker$/);
      // The anonymous visitor's navigation is there too.
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await nav.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    } finally {
      await close();
    }
  });

  it.each(pages)(
    '%s hydrates with no console error or warning, CSP issue or failed request for an anonymous visitor',
    async (path, heading, text) => {
      const { page, problems, close } = await openWatched(path, { viewport: 'narrow' });
      try {
        await page.waitForLoadState('networkidle');
        await expectPage(page, heading, text);
        // The page answers to the keyboard and clicks once hydrated: the menu opens.
        await page.getByRole('button', { name: 'Open menu' }).click();
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await menu.getByRole('link', { name: 'Login' }).waitFor();
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });
        await page.waitForLoadState('networkidle');
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it.each(['narrow', 'wide'] as const)(
    '/templates keeps its cards where they were when the price arrives (%s: no layout shift)',
    async (viewport) => {
      const { page, close } = await openWatched('about:blank', { viewport });
      try {
        await page.addInitScript(() => {
          const shifts: string[] = [];
          Object.assign(window, { shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
            })[]) {
              // What moved and how far, so a failure names it: the element, its text, its two boxes.
              const moved = entry.sources.map(({ node, previousRect: a, currentRect: b }) => {
                const text = node?.textContent?.trim().slice(0, 30);
                return `${node?.nodeName} "${text}" ${a.x},${a.y} ${a.width}×${a.height} → ${b.x},${b.y} ${b.width}×${b.height}`;
              });
              shifts.push(`${entry.value.toFixed(4)} ${moved.join('; ')}`);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        // A pointer aimed at Select before the price comes must still land on Select after it.
        await page.goto('/templates');
        await page.getByRole('article', { name: 'Techfolio' }).getByText(/% OFF/).waitFor();
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
        expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it('after signing in, a reload of a prerendered page shows the signed-in header, with no 401', async () => {
    const { page, problems, close } = await openWatched('/');
    try {
      await register(page, newPerson('prerender'));
      for (const path of ['/', '/templates', '/FAQ', '/privacypolicy']) {
        // Past the access token's life (3 s here): the page renews the session before it asks who is
        // signed in (ACCESS_LIVE_COOKIE), so no request is answered 401.
        await page.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
        await page.goto(path);
        const nav = page.getByRole('navigation', { name: 'Main' });
        await nav.getByRole('button', { name: 'Log Out' }).waitFor();
        expect(await nav.getByRole('link', { name: 'Login' }).count()).toBe(0);
      }
      // Hydrating the anonymous HTML as a signed-in user is no mismatch, and no call was refused (nothing
      // logged; the code a page was still fetching when the next one was opened is cancelled, no fault).
      expect(problems.filter((p) => /^(console|uncaught)/.test(p))).toEqual([]);
    } finally {
      await close();
    }
  });
});
