import { launchChromium } from '@portfolio/test-support/chromium';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

export const baseURL = inject('baseURL');

/** The promo popup's "already shown this session" flag (features/marketing/components/promo-popup.tsx). */
/** The top bar's main navigation: Login or Log Out, and an administrator's own links. */
export const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

export const PROMO_SEEN_KEY = 'pm-promo-seen';

export const viewports = {
  wide: { width: 1280, height: 800 },
  narrow: { width: 360, height: 740 },
} as const;

/**
 * One browser per journey file, a fresh context per page. A page that logs a console error or
 * throws fails the test that opened it: an error a user never sees is still a defect.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];
  const allowed: RegExp[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    allowed.splice(0);
    const seen = problems.splice(0);
    expect(seen, 'console errors or uncaught exceptions in the page').toEqual([]);
  });

  return {
    /**
     * A fresh page at `path`. The promo popup (3 s after load, once per session) would cover
     * whatever a journey does next, so it is marked as seen unless `{ promo: true }`. `server`
     * opens a page of another server than the shared one (a journey that needs other settings).
     * `{ clock: true }` loads it under Playwright's clock, installed before the first navigation
     * (its time runs until a test moves or pauses it): installed into a loaded page it would miss
     * the timers already set (the promo's could show it, and mark it seen, before the test moves
     * the clock), and into a page still hydrating it would stall React's scheduler mid-way.
     */
    async openPage(
      path: string,
      viewport: keyof typeof viewports = 'wide',
      {
        promo = false,
        server = baseURL,
        clock = false,
      }: { promo?: boolean; server?: string; clock?: boolean } = {},
    ): Promise<Page> {
      const context = await browser.newContext({ baseURL: server, viewport: viewports[viewport] });
      contexts.push(context);
      if (clock) await context.clock.install();
      if (!promo) {
        await context.addInitScript((key) => {
          // Runs in every frame; script-free sandboxed frames (the previews) have no storage.
          try {
            sessionStorage.setItem(key, '1');
          } catch {}
        }, PROMO_SEEN_KEY);
      }
      const page = await context.newPage();
      page.on('console', (message) => {
        const text = message.text();
        if (
          message.type() === 'error' &&
          !isClientErrorResponse(text) &&
          !allowed.some((re) => re.test(text))
        ) {
          problems.push(`console.error on ${page.url()}: ${text}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
      await page.goto(path);
      // An app page (a prerendered one shows before its JavaScript runs): act once React has it.
      if ((await page.locator('#root').count()) > 0) {
        await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      }
      return page;
    },
    /** For a test that provokes a failure on purpose: the browser's own log line about it is fine. */
    allowConsoleError(pattern: RegExp) {
      allowed.push(pattern);
    },
  };
}

// Chromium itself logs every 4xx response as a console error; refusing bad input is the
// server doing its job, and the journeys assert what the user sees of it.
function isClientErrorResponse(text: string): boolean {
  return text.startsWith('Failed to load resource: the server responded with a status of 4');
}
