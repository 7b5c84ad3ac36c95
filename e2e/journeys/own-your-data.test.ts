import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Download, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { register, signInWithPassword } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { baseURL, mainNav, useBrowser } from '../support/browser.ts';
import { latestCode, newPerson } from '../support/mailbox.ts';
import { fillHostingNameAndCover, group, payInSandbox } from '../support/portfolios.ts';

const { openPage } = useBrowser();

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').getByText(text, { exact: true }).first().waitFor();
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** A JSON Resume as another tool writes it: a phone number the form refuses, and a section it lacks. */
const resume = {
  $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
  basics: {
    name: 'Grace Hopper',
    label: 'Rear Admiral',
    email: 'grace@example.com',
    phone: 'ask the navy',
    summary: 'Taught computers to read English.',
    profiles: [{ network: 'GitHub', username: 'grace' }],
  },
  work: [
    {
      name: 'Eckert-Mauchly',
      position: 'Senior Mathematician',
      startDate: '1949',
      endDate: '1952-03',
      highlights: ['Wrote the first compiler'],
    },
  ],
  projects: [{ name: 'COBOL', description: 'A language for business.', startDate: '1959-05-28' }],
  volunteer: [{ organization: 'Navy Reserve' }],
};

/** What the database and the storage hold of a user, read as the server left them. */
function whatRemains(email: string, userId: string) {
  const dataDir = inject('dataDir');
  const db = new DatabaseSync(path.join(dataDir, 'app.db'), { readOnly: true });
  try {
    const count = (sql: string, ...params: string[]) => (db.prepare(sql).get(...params) as { n: number }).n;
    const portfolioIds = (
      db.prepare('select id from portfolios where user_id = ?').all(userId) as { id: string }[]
    ).map((row) => row.id);
    const covers = (
      db
        .prepare(
          'select cover_image from portfolios where user_id = ? union select v.cover_image from portfolio_versions v join portfolios p on p.id = v.portfolio_id where p.user_id = ?',
        )
        .all(userId, userId) as { cover_image: string }[]
    ).map((row) => row.cover_image);
    return {
      users: count('select count(*) as n from users where id = ? or email = ?', userId, email.toLowerCase()),
      portfolios: portfolioIds.length,
      sessions: count('select count(*) as n from sessions where user_id = ?', userId),
      ordersNamingThem: count('select count(*) as n from orders where user_id = ?', userId),
      covers,
      coverFiles: covers.filter((cover) => fs.existsSync(path.join(dataDir, 'files', cover))).length,
    };
  } finally {
    db.close();
  }
}

function userIdOf(email: string): string {
  const db = new DatabaseSync(path.join(inject('dataDir'), 'app.db'), { readOnly: true });
  try {
    const row = db.prepare('select id from users where email = ?').get(email.toLowerCase()) as { id: string };
    return row.id;
  } finally {
    db.close();
  }
}

async function jsonOf(download: Download) {
  const path = await download.path();
  return JSON.parse(await readFile(path, 'utf8'));
}

/** The site at its own address, in a tab of the page's browser (Chromium resolves *.localhost). */
async function visitSite(page: Page, hostingName: string) {
  const site = await page.context().newPage();
  const response = await site.goto(`http://${hostingName}.localhost:${new URL(baseURL).port}/`);
  return { site, status: response?.status() };
}

// One owner's data from a JSON Resume file to a deleted account. Each step signs in afresh and goes
// on from what the step before stored.
describe('own your data', () => {
  const person = newPerson('owner');
  const hostingName = `data-${person.userName}`;

  it('imports a JSON Resume file, fixes the field the import reported, saves and pays', async () => {
    const page = await openPage('/');
    await register(page, person);
    await page.goto('/portfolio/1');
    await page.getByRole('heading', { level: 1, name: 'Create Your Portfolio' }).waitFor();
    await fillHostingNameAndCover(page, hostingName);

    // A document that is not JSON Resume is refused with its first problem and where it is.
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import' });
    await dialog.getByRole('radio', { name: 'JSON Resume' }).check();
    await dialog
      .getByLabel('Or paste the document')
      .fill('{"work": [{"name": "A", "startDate": "May 2020"}]}');
    await dialog.getByRole('button', { name: 'Read', exact: true }).click();
    await dialog
      .getByRole('alert')
      .getByText(
        'This file is not a JSON Resume document. work[0].startDate: expected YYYY-MM-DD, YYYY-MM or YYYY, got "May 2020"',
        { exact: true },
      )
      .waitFor();
    await expectAccessible(page);
    // Nothing reached the form.
    expect(await group(page, 'About you').getByLabel('Title', { exact: true }).inputValue()).toBe('');

    await dialog.getByLabel('JSON Resume file (.json)').setInputFiles({
      name: 'grace.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(resume, null, 2)),
    });
    await dialog.getByRole('button', { name: 'Read', exact: true }).click();
    // What it read, before it goes in.
    await dialog.getByRole('heading', { name: 'Read from your JSON Resume' }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Fill the form' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const report = page.getByRole('status').filter({ hasText: 'Not imported:' });
    await report
      .getByText(
        'Your JSON Resume is now in the form, except 2 things listed below. Check the form, then save: nothing is saved until you do.',
        { exact: true },
      )
      .waitFor();
    expect(await report.getByRole('listitem').allTextContents()).toEqual([
      'basics.phone: "ask the navy" not imported: Enter a valid phone number',
      'volunteer: 1 entry not imported: this template has no such section',
    ]);

    const about = group(page, 'About you');
    expect(await about.getByLabel('Title', { exact: true }).inputValue()).toBe('Rear Admiral');
    expect(await about.getByLabel('Full Name', { exact: true }).inputValue()).toBe('Grace Hopper');
    expect(await about.getByLabel('Email', { exact: true }).inputValue()).toBe('grace@example.com');
    expect(await about.getByLabel('Contact Number', { exact: true }).inputValue()).toBe('');
    expect(await group(page, 'Links').getByLabel('GitHub URL', { exact: true }).inputValue()).toBe(
      'https://github.com/grace',
    );
    expect(await group(page, 'Experience 1').getByLabel('Start Date').inputValue()).toBe('1949-01');
    await expectAccessible(page);

    // The one field the import reported, fixed by hand.
    await about.getByLabel('Contact Number', { exact: true }).fill('+1 202 555 0143');
    await page.getByRole('button', { name: 'Save Portfolio' }).click();
    await payInSandbox(page);
    await toast(page, 'Payment verified. Your portfolio is live!');

    const { site } = await visitSite(page, hostingName);
    await site.getByRole('heading', { level: 1, name: 'Grace Hopper' }).waitFor();
    await site.getByText('+1 202 555 0143').first().waitFor();
    // The PDF résumé, generated at publish, from the site's 'Download CV' link.
    const cvHref = await site.getByRole('link', { name: 'Download CV' }).getAttribute('href');
    // Fetched by the page itself: only the browser resolves the site's *.localhost address.
    const cv = await site.evaluate(async (href) => {
      // The PDF follows the page by a moment (it renders off the save's path).
      let response = await fetch(href);
      for (let i = 0; i < 100 && response.status === 404; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        response = await fetch(href);
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        type: response.headers.get('content-type'),
        head: String.fromCharCode(...bytes.slice(0, 5)),
        size: bytes.length,
      };
    }, cvHref ?? '');
    expect(cv).toMatchObject({ type: 'application/pdf', head: '%PDF-' });
    expect(cv.size).toBeGreaterThan(1000);
    await site.close();
  });

  it('edits and saves, then restores the previous version from the history', async () => {
    const page = await openPage('/robots.txt');
    await signInWithPassword(page, person);
    await page.goto('/templates');
    await card(page, 'Rear Admiral').getByRole('link', { name: 'Manage' }).click();
    await page.getByRole('heading', { level: 1, name: 'Update Portfolio' }).waitFor();
    await group(page, 'About you').getByLabel('Title', { exact: true }).fill('Computer Scientist');
    await page.getByRole('button', { name: 'Update Portfolio' }).click();
    await page.waitForURL((url) => url.pathname === '/templates');
    await toast(page, 'portfolio Updated Successfully');

    await card(page, 'Computer Scientist')
      .getByRole('link', { name: 'History of Computer Scientist' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Version history' }).waitFor();
    const versions = page.getByRole('list', { name: 'Saved versions' }).getByRole('listitem');
    await versions.first().getByText('Current', { exact: true }).waitFor();
    await versions.first().getByText('Title changed', { exact: true }).waitFor();
    expect(await versions.count()).toBe(2);
    await expectAccessible(page);

    // The version before the edit, previewed as its site, then restored.
    const previous = versions.nth(1);
    await previous.getByRole('button', { name: /^Preview/ }).click();
    const preview = page.getByRole('dialog', { name: /^Version of / });
    const frame = preview.frameLocator('iframe');
    await frame.getByRole('heading', { level: 1, name: 'Grace Hopper' }).waitFor();
    await frame.getByText('Rear Admiral', { exact: true }).first().waitFor();
    await expectAccessible(page);
    await preview.getByRole('button', { name: 'Restore this version' }).click();
    const confirm = page.getByRole('dialog', { name: /^Restore the version of / });
    await confirm.getByText('your live site is published with it at once', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
    await toast(page, 'This version is your portfolio again. The version before it stays in the history.');
    await confirm.waitFor({ state: 'hidden' });
    await preview.waitFor({ state: 'hidden' });
    await versions.nth(2).waitFor();
    expect(await versions.count()).toBe(3);
    // The restored version's time, as the list shows every time (docs/decisions/044).
    const restoredTime = (await versions.nth(2).locator('time').textContent()) ?? '';
    expect(await versions.first().textContent()).toContain(
      `Restored the version of ${restoredTime} (Title changed)`,
    );

    const { site } = await visitSite(page, hostingName);
    await site.getByText('Rear Admiral', { exact: true }).first().waitFor();
    await site.close();
  });

  it('downloads the JSON Resume, takes the site offline and puts it back online', async () => {
    const page = await openPage('/robots.txt');
    await signInWithPassword(page, person);
    await page.goto('/templates');
    const own = card(page, 'Rear Admiral');
    await own.getByText('Live', { exact: true }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      own.getByRole('button', { name: 'Download JSON Resume of Rear Admiral' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${hostingName}-resume.json`);
    const exported = await jsonOf(download);
    expect(exported.basics).toMatchObject({
      name: 'Grace Hopper',
      label: 'Rear Admiral',
      phone: '+1 202 555 0143',
    });
    expect(exported.work[0]).toMatchObject({ name: 'Eckert-Mauchly', startDate: '1949-01-01' });
    // Shown as month inputs (1959-05), the imported days were saved as they were.
    expect(exported.projects[0]).toMatchObject({ name: 'COBOL', startDate: '1959-05-28' });

    await own.getByRole('button', { name: 'Take offline' }).click();
    await toast(page, 'Your site is offline. Put it back online whenever you like: it is paid for.');
    await own.getByText('Offline', { exact: true }).waitFor();
    expect(await own.getByRole('button', { name: 'Complete Payment' }).count()).toBe(0);
    expect(await own.getByRole('link', { name: /View Live/ }).count()).toBe(0);
    const offline = await visitSite(page, hostingName);
    expect(offline.status).toBe(404);
    await offline.site.getByRole('heading', { name: 'This site is not live yet' }).waitFor();
    await offline.site.close();
    await expectAccessible(page);

    await own.getByRole('button', { name: 'Put back online' }).click();
    await toast(page, 'Your site is back online.');
    await own.getByText('Live', { exact: true }).waitFor();
    const online = await visitSite(page, hostingName);
    expect(online.status).toBe(200);
    await online.site.getByRole('heading', { level: 1, name: 'Grace Hopper' }).waitFor();
    await online.site.close();

    // Deleting a live site asks for its hosting name; Delete stays disabled until it matches.
    await own.getByRole('button', { name: 'Delete Rear Admiral' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete “Rear Admiral”?' });
    const deleteButton = remove.getByRole('button', { name: 'Delete portfolio' });
    expect(await deleteButton.getAttribute('aria-disabled')).toBe('true');
    await remove.getByLabel(`Type ${hostingName} to confirm`).fill(`${hostingName}-x`);
    // Enter in the field does not delete either while the name does not match.
    await remove.getByLabel(`Type ${hostingName} to confirm`).press('Enter');
    expect(await deleteButton.getAttribute('aria-disabled')).toBe('true');
    await remove.getByText('Delete is enabled once the hosting name is typed exactly.').waitFor();
    await remove.getByLabel(`Type ${hostingName} to confirm`).fill(hostingName);
    expect(await deleteButton.getAttribute('aria-disabled')).toBe('false');
    await expectAccessible(page);
    await remove.getByRole('button', { name: 'Keep it' }).click();
    await remove.waitFor({ state: 'hidden' });
    await own.getByText('Live', { exact: true }).waitFor();
  });

  it('downloads everything from My account, then deletes the account with the mailed code', async () => {
    const page = await openPage('/robots.txt');
    await signInWithPassword(page, person);
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'My account' }).click();
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    const details = page.getByRole('region', { name: 'Your account', exact: true });
    await details.getByText(person.email, { exact: true }).waitFor();
    await details.getByText('User: you make and manage your own portfolios', { exact: true }).waitFor();
    await expectAccessible(page);
    // The menu with 'My account' fits where the top bar starts (md), and the page fits a phone.
    for (const width of [768, 360]) {
      await page.setViewportSize({ width, height: 800 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `at ${width} px`,
      ).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    const everything = JSON.stringify(await jsonOf(download));
    expect(everything).toContain(person.email);
    expect(everything).toContain('Grace Hopper');

    const userId = userIdOf(person.email);
    const before = whatRemains(person.email, userId);
    expect(before).toMatchObject({ users: 1, portfolios: 1, ordersNamingThem: 1 });
    expect(before.coverFiles).toBeGreaterThan(0);
    const siteFolder = path.join(inject('dataDir'), 'files', 'sites', hostingName);
    expect(fs.existsSync(siteFolder)).toBe(true);

    const sentAt = Date.now() - 1000;
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account' });
    await dialog.getByText(person.email, { exact: true }).waitFor();
    await expectAccessible(page);
    // A wrong code deletes nothing.
    await dialog.getByLabel('Code from the email').fill('000000');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByLabel('Code from the email').and(page.locator('[aria-invalid="true"]')).waitFor();
    await dialog.getByLabel('Code from the email').fill(await latestCode(person.email, sentAt));
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await toast(page, 'Your account and everything in it are deleted.');
    await mainNav(page).getByRole('link', { name: 'Login' }).waitFor();

    // Nothing of the user remains: no account, portfolio, session, cover or site; the order is kept
    // without their name.
    expect(whatRemains(person.email, userId)).toEqual({
      users: 0,
      portfolios: 0,
      sessions: 0,
      ordersNamingThem: 0,
      covers: [],
      coverFiles: 0,
    });
    for (const cover of before.covers) {
      expect(fs.existsSync(path.join(inject('dataDir'), 'files', cover)), cover).toBe(false);
    }
    // The disk storage may leave the emptied folder behind; no file of the site remains.
    expect(fs.existsSync(siteFolder) ? fs.readdirSync(siteFolder, { recursive: true }) : []).toEqual([]);

    // The site is gone, and the address has no account any more.
    const gone = await visitSite(page, hostingName);
    expect(gone.status).toBe(404);
    await gone.site.close();
    await page.goto('/login');
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await toast(page, 'No account found with this email. Please register first.');
    const signIn = await page.request.post('/api/v1/user/loginpassword', {
      data: { email: person.email, password: person.password },
    });
    expect(signIn.status()).toBeGreaterThanOrEqual(400);
  });
});

describe('a portfolio awaiting payment, on a phone', () => {
  it('shows its one version; deleting asks for no name until it is a paid (here taken down) site', async () => {
    const person = newPerson('unpaid');
    const page = await openPage('/', 'narrow');
    await register(page, person);
    await page.goto('/portfolio/1');
    await fillHostingNameAndCover(page, `gone-${person.userName}`);
    await group(page, 'About you').getByLabel('Title', { exact: true }).fill('Short-lived');
    await page.getByRole('button', { name: 'Save Portfolio' }).click();
    await page
      .getByRole('dialog', { name: 'Complete Your Payment' })
      .getByRole('button', { name: 'Close' })
      .click();

    await page.goto('/templates');
    const own = card(page, 'Short-lived');
    await own.getByText('Awaiting payment', { exact: true }).waitFor();
    await own.getByRole('link', { name: 'History of Short-lived' }).click();
    const versions = page.getByRole('list', { name: 'Saved versions' }).getByRole('listitem');
    await versions.first().getByText('Created', { exact: true }).waitFor();
    expect(await versions.count()).toBe(1);
    // The current version can be previewed, not restored.
    expect(
      await versions
        .first()
        .getByRole('button', { name: /^Restore/ })
        .count(),
    ).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back to your portfolios' }).click();
    await own.getByRole('button', { name: 'Delete Short-lived' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete “Short-lived”?' });
    expect(await remove.getByRole('textbox').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await remove.getByRole('button', { name: 'Keep it' }).click();

    // Taken down by the administrators (written as their console would): the card says why, offers
    // no payment, and deleting it asks for the hosting name.
    const db = new DatabaseSync(path.join(inject('dataDir'), 'app.db'));
    try {
      db.exec('PRAGMA busy_timeout = 5000');
      db.prepare(
        "update portfolios set status = 'taken_down', takedown_reason = ? where hosting_name = ?",
      ).run('Impersonates someone else', `gone-${person.userName}`);
    } finally {
      db.close();
    }
    await page.reload();
    await own.getByText('Taken down', { exact: true }).waitFor();
    await own.getByText(/^Taken down by our team: Impersonates someone else/).waitFor();
    expect(await own.getByRole('button', { name: 'Complete Payment' }).count()).toBe(0);
    await expectAccessible(page);
    await own.getByRole('button', { name: 'Delete Short-lived' }).click();
    await remove.getByLabel(`Type gone-${person.userName} to confirm`).fill(`gone-${person.userName}`);
    await remove.getByRole('button', { name: 'Delete portfolio' }).click();
    await toast(page, 'Portfolio deleted.');
    await page.getByText('You have no portfolios yet.', { exact: true }).waitFor();
  });
});
