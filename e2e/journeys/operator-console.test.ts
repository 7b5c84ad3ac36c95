import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser, viewports } from '../support/browser.ts';
import { CONSOLE_ADMIN_EMAIL } from '../support/global-setup.ts';
import { mailTo, newPerson, type Person } from '../support/mailbox.ts';
import { coverPng } from '../support/portfolios.ts';

const { openPage } = useBrowser();

/**
 * A live site of `owner` (signed in on `page`), made through the API as the editor and the sandbox
 * checkout would: the console is what this journey is about.
 */
async function liveSite(page: Page, hostingName: string): Promise<void> {
  const cover = await coverPng();
  const created = await page.request.post('/api/v1/userData/portfolioData', {
    multipart: {
      hostingName,
      title: 'Designer of quiet interfaces',
      name: 'Mira Shah',
      email: 'mira@example.com',
      summary: 'I design calm software.',
      coverImage: { name: 'cover.png', mimeType: 'image/png', buffer: cover },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = async (url: string, data: Record<string, unknown>) => {
    const answer = await page.request.post(url, { data });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()).data;
  };
  const order = await post('/api/v1/payment/createorder', { hostingName });
  const signed = await post('/api/v1/payment/sandbox/pay', { orderId: order.id, outcome: 'success' });
  await post('/api/v1/payment/verifyPayment', { ...signed, hostingName });
}

const consoleTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

async function giveReason(page: Page, title: string, reason: string, confirm: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe("the operator's console", () => {
  it('finds a site by its owner, takes it down and restores it, takes a report, shows and exports the payment, and logs every step', async () => {
    const owner: Person = newPerson('owner');
    const site = `site-${owner.userName}`;
    const ownerPage = await openPage('/healthz');
    await register(ownerPage, owner);
    await liveSite(ownerPage, site);

    const admin = await openPage('/healthz');
    await register(admin, { ...newPerson('boss'), email: CONSOLE_ADMIN_EMAIL });
    await admin.goto('/console');
    await admin.getByRole('heading', { name: 'Console', level: 1 }).waitFor();

    // Find the site by its owner's e-mail and take it down with a reason.
    await admin.getByLabel('Hosting name or owner e-mail').fill(owner.email.toUpperCase());
    await admin.getByRole('button', { name: 'Search' }).click();
    const row = admin.getByRole('row').filter({ hasText: site });
    await row.waitFor();
    expect(await row.textContent()).toContain(owner.email);
    expect(await row.textContent()).toContain('Live');
    await expectAccessible(admin);
    const reason = 'Impersonates a bank: asks visitors for their card numbers.';
    await row.getByRole('button', { name: `Take down ${site}` }).click();
    await giveReason(admin, `Take ${site} down?`, reason, 'Take down');
    await row.getByText('Taken down').waitFor();

    const visitor = await openPage('/healthz');
    const down = await visitor.goto(`/sites/${site}/`);
    expect(down?.status()).toBe(451);
    await visitor.getByRole('heading', { name: 'This site is unavailable' }).waitFor();
    expect(await visitor.content()).not.toContain('Mira Shah');
    const told = await mailTo(owner.email, (m) => m.subject.includes('taken down'));
    expect(told.text).toContain(reason);

    await row.getByRole('button', { name: `Restore ${site}` }).click();
    await giveReason(admin, `Restore ${site}?`, 'The owner showed the bank is theirs.', 'Restore');
    await row.getByText('Live').waitFor();
    expect((await visitor.goto(`/sites/${site}/`))?.status()).toBe(200);

    // A visitor reports the site from the link in its footer; the report is in the admin's list.
    await visitor.getByRole('link', { name: 'Report this site' }).click();
    await visitor.waitForURL((url) => url.pathname === '/report');
    await expect.poll(() => visitor.getByLabel('Site').inputValue()).toBe(site);
    await expectAccessible(visitor);
    await visitor.getByLabel('Phishing or a scam').check();
    await visitor.getByLabel('What did you see?').fill('<b>Fake login</b> on the contact section');
    await visitor.getByRole('button', { name: 'Send report' }).click();
    await visitor.getByRole('status').getByText('Your report has reached our team').waitFor();

    await consoleTab(admin, 'Reports').click();
    const report = admin.getByRole('row').filter({ hasText: '<b>Fake login</b> on the contact section' });
    await report.waitFor();
    expect(await report.textContent()).toContain('Phishing or a scam');
    await report.getByRole('button', { name: `Dismiss the report on ${site}` }).click();
    await giveReason(admin, 'Dismiss this report?', 'Checked: the login is the owner’s own demo.', 'Dismiss');
    await report.getByText('Dismissed').waitFor();

    // The payment is in the payments table, and in its CSV export.
    await consoleTab(admin, 'Payments').click();
    // The row with the owner's address: until the payments load, the reports' row of this site is
    // still on screen and names the site too.
    const payment = admin.getByRole('row').filter({ hasText: site }).filter({ hasText: owner.email });
    await payment.waitFor();
    expect(await payment.textContent()).toContain('Paid');
    await expectAccessible(admin);
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toContain('"Hosting name"');
    expect(csv).toContain(`"${site}"`);
    expect(csv).toContain(`"${owner.email}"`);

    await consoleTab(admin, 'Metrics').click();
    await admin.getByRole('img', { name: /^Sites gone live:/ }).waitFor();
    await expectAccessible(admin);

    await consoleTab(admin, 'Audit log').click();
    const audit = admin.getByRole('table', { name: 'Audit log' });
    for (const step of ['Took a site down', 'Restored a site', 'Dismissed a report']) {
      await audit.getByRole('row').filter({ hasText: step }).filter({ hasText: site }).first().waitFor();
    }
    expect(await audit.textContent()).toContain(reason);

    // On a phone every table is a list of cards: nothing scrolls sideways.
    await admin.setViewportSize(viewports.narrow);
    for (const tab of ['portfolios', 'reports', 'payments', 'metrics', 'audit']) {
      await admin.goto(`/console?tab=${tab}`);
      await admin.getByRole('heading', { name: 'Console', level: 1 }).waitFor();
      await admin.getByRole('tabpanel').waitFor();
      const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, tab).toBeLessThanOrEqual(0);
    }
  });
});
