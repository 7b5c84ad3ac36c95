// Issue 27: no theme an owner can pick makes a site unreadable. For every template, every
// appearance and each of the editor's eight accent swatches, the sample site is rendered with that
// theme and axe's colour-contrast rule must find nothing. A 'system' site is checked in both of the
// visitor's colour schemes. One page serves every case (a fresh document each), so the 96
// renders take seconds, not minutes.

import { TEMPLATES } from '@portfolio/shared/templates';
import { ACCENT_SWATCHES, type Appearance } from '@portfolio/shared/theme';
import { renderSitePageHtml } from '@portfolio/templates/render-site';
import { sampleSite } from '@portfolio/templates/sample-site';
import type { SiteData } from '@portfolio/templates/site-data';
import { launchChromium } from '@portfolio/test-support/chromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { baseURL, viewports } from '../support/browser.ts';

const base: SiteData = {
  ...sampleSite,
  hostingName: 'aarav',
  siteUrl: `${baseURL}/sites/aarav/`,
  cover: undefined,
  contactUrl: 'contact',
  resumeUrl: 'resume.pdf',
  reportUrl: `${baseURL}/report?site=aarav`,
};

/** Each appearance as a visitor sees it: 'system' once per colour scheme their device may ask for. */
const appearances: { label: string; appearance: Appearance; scheme: 'light' | 'dark' }[] = [
  { label: 'light', appearance: 'light', scheme: 'light' },
  { label: 'dark', appearance: 'dark', scheme: 'dark' },
  { label: 'system, visitor in light', appearance: 'system', scheme: 'light' },
  { label: 'system, visitor in dark', appearance: 'system', scheme: 'dark' },
];

// Every swatch in light and in dark. 'system' paints the same two palettes behind a media query:
// one swatch for each scheme proves the query picks the right one (eight templates × 36 pages).
const cases = appearances.flatMap((shown) =>
  (shown.appearance === 'system' ? ACCENT_SWATCHES.slice(0, 1) : ACCENT_SWATCHES).map(
    (swatch) => [`${shown.label}, ${swatch.name} ${swatch.colour}`, shown, swatch] as const,
  ),
);

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ baseURL, viewport: viewports.wide });
  // Any page of the app's origin: the pairing's fonts load from /_site-fonts/ as on a real site.
  await page.goto('/robots.txt');
});
afterAll(async () => {
  await browser?.close();
});

describe.each(TEMPLATES.map((t) => [t.name, t.id] as const))('the %s template', (name, id) => {
  it.each(cases)('%s: axe finds no colour-contrast failure', async (label, shown, swatch) => {
    await page.emulateMedia({ colorScheme: shown.scheme });
    const theme = { accent: swatch.colour, fonts: '' as const, appearance: shown.appearance, credit: true };
    await page.setContent(renderSitePageHtml(id, { ...base, theme }), { waitUntil: 'load', timeout: 10_000 });
    // The faces change no colour, but they move text: wait for them, a little.
    await Promise.race([
      page.evaluate(() => document.fonts.ready.then(() => undefined)),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
    await expectAccessible(page, { rules: ['color-contrast'], label: `${name} (template ${id}), ${label}` });
  });
});
