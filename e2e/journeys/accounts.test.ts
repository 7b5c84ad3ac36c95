import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillRegistration, register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { mainNav, useBrowser } from '../support/browser.ts';
import { ACCESS_TOKEN_TTL_SECONDS, NAVIGATION_ADMIN_EMAIL } from '../support/global-setup.ts';
import { latestCode, newPerson } from '../support/mailbox.ts';
import { expectToastOnTop, toastLook, toastWith } from '../support/toasts.ts';

const { openPage } = useBrowser();

const otpDialog = (page: Page) => page.getByRole('dialog', { name: 'Enter OTP' });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

async function expectSignedIn(page: Page) {
  await mainNav(page).getByRole('button', { name: 'Log Out' }).waitFor();
  expect(await mainNav(page).getByRole('link', { name: 'Login' }).count()).toBe(0);
}

async function expectSignedOut(page: Page) {
  await mainNav(page).getByRole('link', { name: 'Login' }).waitFor();
  expect(await mainNav(page).getByRole('button', { name: 'Log Out' }).count()).toBe(0);
}

describe('accounts', () => {
  it('registers, stays signed in across reloads and past the access token, and logs out', async () => {
    const person = newPerson();
    const page = await openPage('/register');
    await expectAccessible(page);
    await register(page, person);
    await expectSignedIn(page);

    await page.reload();
    await expectSignedIn(page);

    // Past the access token's life the client renews the session without the user noticing.
    await page.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    await page.reload();
    await expectSignedIn(page);
    await mainNav(page).getByRole('link', { name: 'About Us' }).click();
    await expectSignedIn(page);

    const footer = page.getByRole('contentinfo');
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to logout?' });
    await footer.getByRole('button', { name: 'Log Out' }).click();
    await confirm.waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Close' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expectSignedIn(page);

    await footer.getByRole('button', { name: 'Log Out' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectSignedOut(page);
    expect(await footer.getByRole('button', { name: 'Log Out' }).count()).toBe(0);
    await page.reload();
    await expectSignedOut(page);
  });

  it('logs in with a mailed code, explaining a wrong code first', async () => {
    const person = newPerson();
    const page = await openPage('/');
    await register(page, person);
    await mainNav(page).getByRole('button', { name: 'Log Out' }).click();
    await expectSignedOut(page);

    await mainNav(page).getByRole('link', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    // The URL changes first; home (whose notify-me box has an Email field too) shows until the
    // login page's code has arrived.
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    const sentAt = Date.now() - 1000;
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await toast(page, 'OTP sent to your email');
    const dialog = otpDialog(page);
    await dialog.waitFor();
    await expectAccessible(page);

    const code = await latestCode(person.email, sentAt);
    const wrong = code === '000000' ? '111111' : '000000';
    await dialog.getByLabel('OTP').fill(wrong);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await toast(page, 'The code is incorrect. 4 tries left.');
    await dialog.getByText('Invalid OTP', { exact: true }).waitFor();

    await dialog.getByLabel('OTP').fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectSignedIn(page);
  });

  it('shows the login and register validation and server messages', async () => {
    const page = await openPage('/login');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('Email is required', { exact: true }).waitFor();
    await page.getByLabel('Email').fill('nobody@e2e.test');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await toast(page, 'No account found with this email. Please register first.');
    expect(await otpDialog(page).isVisible()).toBe(false);

    await page.getByRole('link', { name: 'Register' }).first().click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    for (const message of ['Username is required', 'Full name is required', 'Password is required']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByLabel('Email').fill('asha.example.com');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Email is invalid', { exact: true }).waitFor();
  });

  it('refuses a taken e-mail and a wrong registration code with the server message', async () => {
    const person = newPerson();
    const page = await openPage('/');
    await register(page, person);
    await mainNav(page).getByRole('button', { name: 'Log Out' }).click();
    await expectSignedOut(page);

    await page.goto('/register');
    await fillRegistration(page, { ...person, userName: `${person.userName}x` });
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await toast(page, 'An account with this email already exists. Please log in.');

    const other = newPerson();
    await fillRegistration(page, other);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const dialog = otpDialog(page);
    await dialog.waitFor();
    const code = await latestCode(other.email);
    await dialog.getByLabel('OTP').fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await toast(page, 'Invalid OTP');
    await dialog.getByText('Invalid OTP', { exact: true }).nth(0).waitFor();
    expect(page.url()).toContain('/register');
  });

  it('shows administrators their own navigation', async () => {
    const admin = { ...newPerson('admin'), email: NAVIGATION_ADMIN_EMAIL };
    const page = await openPage('/', 'narrow');
    await register(page, admin);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Users' }).waitFor();
    await nav.getByRole('link', { name: 'Messages' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Home' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Portfolio' }).count()).toBe(0);
  });
});

describe('the mailed-code dialog', () => {
  it('counts Resend OTP down, disabled meanwhile; a refused resend is explained in a toast above the dialog', async () => {
    const person = newPerson('resend');
    const page = await openPage('/');
    await register(page, person);
    // Signed out; the browser keeps its pm_client id, so its codes stay its own.
    await page.context().clearCookies({ name: /^pm_(access|refresh)$/ });
    await page.clock.install();
    await page.goto('/login');
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/user/login')) sends.push(request.url());
    });
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const dialog = otpDialog(page);
    await dialog.waitFor();
    await expectToastOnTop(page, 'OTP sent to your email');
    const sent = await toastLook(page, 'OTP sent to your email');

    // The wait the server named (OTP_RESEND_SECONDS, 60 s), counted down in the button's name. The
    // page's clock also runs between steps, seconds of them on a loaded machine, so the journey reads
    // the count with room for that; otp-dialog.test.tsx holds the countdown to the second.
    const waiting = dialog.getByRole('button', { name: /^Resend OTP in \d+ seconds$/ });
    const secondsLeft = async () => Number(/\d+/.exec((await waiting.textContent()) ?? '')?.[0]);
    await waiting.waitFor();
    const first = await secondsLeft();
    expect(first).toBeGreaterThan(50);
    expect(await waiting.getAttribute('aria-disabled')).toBe('true');
    await waiting.click({ force: true });
    await page.clock.runFor(30_000);
    await expect.poll(secondsLeft).toBeLessThanOrEqual(first - 30);
    expect(await secondsLeft()).toBeGreaterThan(first - 40);
    expect(sends).toHaveLength(1);
    await expectAccessible(page);
    await page.clock.runFor(30_000);
    const resend = dialog.getByRole('button', { name: 'Resend OTP', exact: true });
    await resend.waitFor();
    expect(await resend.getAttribute('aria-disabled')).toBe('false');
    await dialog.getByText('You can ask for a new code now.', { exact: true }).waitFor();

    // Only this page's clock was moved on: the server refuses, and says how long is left.
    await resend.click();
    const refused = /^Please wait (\d+) seconds before asking for a new code\.$/;
    await expectToastOnTop(page, refused);
    const text = (await toastWith(page, refused).getByText(refused).textContent()) ?? '';
    const seconds = Number(refused.exec(text)?.[1]);
    expect(seconds).toBeGreaterThan(30);
    await expect.poll(secondsLeft).toBeLessThanOrEqual(seconds);
    expect(await secondsLeft()).toBeGreaterThan(seconds - 10);
    expect(sends).toHaveLength(2);

    // Success and failure differ in kind, colour and icon, not only in their words.
    const failed = await toastLook(page, refused);
    expect([sent.type, failed.type]).toEqual(['success', 'error']);
    expect(failed.background).not.toBe(sent.background);
    expect(failed.color).not.toBe(sent.color);
    expect(sent.icon).toBeTruthy();
    expect(failed.icon).toBeTruthy();
    expect(failed.icon).not.toBe(sent.icon);
    await expectAccessible(page);
  });
});
