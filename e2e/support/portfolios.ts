import type { Page } from 'playwright-core';
import sharp from 'sharp';

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

/** A portfolio saved in the editor and paid for in the sandbox checkout: its card says Live. */
export async function livePortfolio(page: Page, hostingName: string, title: string) {
  await savePortfolio(page, hostingName, title);
  await payInSandbox(page);
  await page.getByRole('article', { name: title }).getByText('Live', { exact: true }).waitFor();
}
