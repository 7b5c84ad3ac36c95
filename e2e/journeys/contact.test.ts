import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';

const { openPage, allowConsoleError } = useBrowser();

function storedMessages() {
  const db = new DatabaseSync(path.join(inject('dataDir'), 'app.db'), { readOnly: true });
  try {
    return db.prepare('select name, email, message from contact_messages order by created_at').all();
  } finally {
    db.close();
  }
}

async function fillForm(page: Page, values: { name: string; email: string; message: string }) {
  await page.getByLabel('Your Name').fill(values.name);
  await page.getByLabel('Your Email').fill(values.email);
  await page.getByLabel('Your Message').fill(values.message);
}

async function expectToast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).waitFor();
}

const send = (page: Page) => page.getByRole('button', { name: 'Send', exact: true }).click();

describe('Send a Message on /aboutus', () => {
  it('shows the page: about text, six offerings and contact details', async () => {
    const page = await openPage('/aboutus');
    await page.getByRole('heading', { level: 2, name: 'Send a Message' }).waitFor();
    const offerings = page.getByRole('region', { name: 'What We Offer' }).getByRole('listitem');
    expect(await offerings.count()).toBe(6);
    await page.getByRole('link', { name: 'support@portfolio-maker.app' }).waitFor();
    await expectAccessible(page);
  });

  it('says every field is required, then that the e-mail is malformed, and sends nothing', async () => {
    const before = storedMessages().length;
    const page = await openPage('/aboutus');
    await send(page);
    await expectToast(page, 'All fields are required');

    await fillForm(page, { name: 'Asha', email: 'asha.example.com', message: 'Hello' });
    await send(page);
    await expectToast(page, 'Please enter a valid email address.');
    expect(storedMessages().length).toBe(before);
  });

  it('sends a message: success toast, cleared form, and the message is in the database', async () => {
    const page = await openPage('/aboutUs', 'narrow');
    const message = `Can I use my own domain? ${Date.now()}`;
    await fillForm(page, { name: 'Asha Rao', email: 'asha@example.com', message });
    await send(page);
    await expectToast(page, 'Message sent successfully!');

    expect(await page.getByLabel('Your Name').inputValue()).toBe('');
    expect(await page.getByLabel('Your Email').inputValue()).toBe('');
    expect(await page.getByLabel('Your Message').inputValue()).toBe('');
    expect(storedMessages()).toContainEqual({ name: 'Asha Rao', email: 'asha@example.com', message });
  });

  it('keeps the typed message and explains when the server refuses it', async () => {
    allowConsoleError(/status of 503|ERR_CONNECTION_REFUSED|ERR_FAILED/);
    const page = await openPage('/aboutus');
    await page.route('**/api/v1/notification/contactmessage', (route) =>
      route.fulfill({ status: 200, json: { success: false } }),
    );
    await fillForm(page, { name: 'Asha', email: 'asha@example.com', message: 'Hello' });
    await send(page);
    await expectToast(page, 'Failed to send message.');
    expect(await page.getByLabel('Your Message').inputValue()).toBe('Hello');

    await page.unroute('**/api/v1/notification/contactmessage');
    await page.route('**/api/v1/notification/contactmessage', (route) =>
      route.fulfill({ status: 503, json: { success: false, message: 'We are down for maintenance.' } }),
    );
    await send(page);
    await expectToast(page, 'We are down for maintenance.');

    await page.unroute('**/api/v1/notification/contactmessage');
    await page.route('**/api/v1/notification/contactmessage', (route) => route.abort('connectionrefused'));
    await send(page);
    await expectToast(page, 'Something went wrong. Try again!');
    expect(await page.getByLabel('Your Message').inputValue()).toBe('Hello');
  });
});
