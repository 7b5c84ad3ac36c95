import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { baseURL } from './browser.ts';
import { toastWith } from './toasts.ts';

/** A plain PNG to upload as a cover. */
export const coverPng = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: '#4f46e5' } })
    .png()
    .toBuffer();

/**
 * In the open editor of a new portfolio, what it cannot be saved without: a hosting name the
 * server says is free, and a cover image.
 */
export async function fillHostingNameAndCover(
  page: Page,
  hostingName: string,
  { fileName = 'cover.png' }: { fileName?: string } = {},
) {
  await page.getByLabel('Hosting Name').fill(hostingName);
  await page.getByText('This hosting name is available', { exact: true }).waitFor();
  await page
    .getByLabel('Cover Image')
    .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: await coverPng() });
}

/** A new portfolio with a hosting name, a cover and a title, saved from the editor: the payment dialog opens. */
export async function savePortfolio(page: Page, hostingName: string, title: string) {
  await page.goto('/portfolio/1');
  await fillHostingNameAndCover(page, hostingName);
  await page
    .getByRole('group', { name: 'About you', exact: true })
    .getByLabel('Title', { exact: true })
    .fill(title);
  await page.getByRole('button', { name: 'Save Portfolio' }).click();
}

/** From the open payment dialog, pays in the sandbox checkout; the app goes back to /templates. */
export async function payInSandbox(page: Page) {
  await page
    .getByRole('dialog', { name: 'Complete Your Payment' })
    .getByRole('button', { name: 'Pay Now' })
    .click();
  await page
    .getByRole('dialog', { name: 'Sandbox checkout' })
    .getByRole('button', { name: 'Pay ₹99' })
    .click();
  await page.waitForURL((url) => url.pathname === '/templates');
}

/** From the open payment dialog, pays in the sandbox and waits for the app to say the site is live. */
export async function payAndGoLive(page: Page) {
  await payInSandbox(page);
  await toastWith(page, 'Payment verified. Your portfolio is live!').waitFor();
}

/** A site's own address on the test server (Chromium resolves `*.localhost`; Node does not). */
export const siteAddress = (hostingName: string) =>
  `http://${hostingName}.localhost:${new URL(baseURL).port}/`;

/** A portfolio saved in the editor and paid for in the sandbox checkout: its card says Live. */
export async function livePortfolio(page: Page, hostingName: string, title: string) {
  await savePortfolio(page, hostingName, title);
  await payInSandbox(page);
  await page.getByRole('article', { name: title }).getByText('Live', { exact: true }).waitFor();
}

/** A group of the form (a section or a list item) by its exact name: 'About you', 'Project 2'. */
export const group = (scope: Page | Locator, name: string) => scope.getByRole('group', { name, exact: true });

/**
 * Fills the fields of one list item, found by its legend ('Project 2'), by label. An item that never
 * shows says what the page held instead (an Add click once added nothing in a loaded CI run, and a
 * timeout alone could not tell why).
 */
export async function fillItem(page: Page, legend: string, values: Record<string, string>) {
  const item = group(page, legend);
  try {
    await item.waitFor({ timeout: 20_000 });
  } catch (error) {
    throw new Error(`'${legend}' is not in the page: ${await formOutline(page)}`, { cause: error });
  }
  for (const [label, value] of Object.entries(values)) {
    await item.getByLabel(label, { exact: true }).fill(value);
  }
}

/** Where the page is and the form's sections and items by their legends, on one line. */
async function formOutline(page: Page): Promise<string> {
  const outline = await page.evaluate(() => {
    const legends = [...document.querySelectorAll('legend')].map((legend) => {
      const folded = legend.querySelector('[aria-expanded="false"]') ? ' (folded)' : '';
      const hidden = legend.closest('[hidden]') ? ' (hidden)' : '';
      return `${legend.textContent?.trim()}${folded}${hidden}`;
    });
    const alerts = [...document.querySelectorAll('[role="alert"], [role="status"]')]
      .map((node) => node.textContent?.trim())
      .filter(Boolean);
    return `legends: ${legends.join(' | ') || 'none'}; alerts and statuses: ${alerts.join(' | ') || 'none'}`;
  });
  return `at ${page.url()}, ${outline}`;
}

export type StoredPortfolio = {
  _id: string;
  hostingName: string;
  title: string;
  name: string;
  email: string;
  coverImage: string;
  status: 'awaiting_payment' | 'live';
  liveUrl: string;
  [field: string]: unknown;
};

/**
 * The signed-in user's portfolios as the API lists them, with the page's cookies. Access tokens
 * live 3 s in the journeys: like the app's client, a 401 renews the session once and asks again.
 */
export async function storedPortfolios(page: Page): Promise<StoredPortfolio[]> {
  const body = await page.evaluate(async () => {
    const list = () => fetch('/api/v1/userData/getusersportfoliodata');
    let response = await list();
    if (response.status === 401) {
      await fetch('/api/v1/auth/refresh');
      response = await list();
    }
    return response.json();
  });
  const { success, data } = body as { success: boolean; data: StoredPortfolio[] };
  expect(success, 'the portfolio list').toBe(true);
  return data;
}

/** One of the signed-in user's portfolios by its hosting name; fails the test when there is none. */
export async function storedPortfolio(page: Page, hostingName: string): Promise<StoredPortfolio> {
  const found = (await storedPortfolios(page)).find((portfolio) => portfolio.hostingName === hostingName);
  if (!found) expect.fail(`no portfolio ${hostingName} stored`);
  return found;
}
