import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL } from './browser.ts';
import { latestCode, type Person } from './mailbox.ts';

const otpDialog = (page: Page) => page.getByRole('dialog', { name: 'Enter OTP' });

/**
 * Types the code mailed since `sentAt` into the open OTP dialog and waits until the app has signed
 * in and gone on to `landing` (/, or where the sign-in was asked for).
 */
export async function enterMailedCode(
  page: Page,
  email: string,
  sentAt: number,
  { server = baseURL, landing = '/' }: { server?: string; landing?: string } = {},
) {
  const dialog = otpDialog(page);
  await dialog.getByLabel('OTP').fill(await latestCode(email, sentAt, server));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname === landing);
  await dialog.waitFor({ state: 'hidden' });
}

/** Fills /register's form with this person, as a user would. */
export async function fillRegistration(page: Page, person: Person) {
  await page.getByLabel('Username').fill(person.userName);
  await page.getByLabel('Full Name').fill(person.fullName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
}

/** Registers through /register and the mailed code; the page ends signed in on /. */
export async function register(page: Page, person: Person, server = baseURL) {
  await page.goto('/register');
  const sentAt = Date.now() - 1000;
  await fillRegistration(page, person);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await enterMailedCode(page, person.email, sentAt, { server });
}

/** Logs in through /login and the mailed code; the page ends signed in on /. */
export async function logIn(page: Page, email: string, server = baseURL) {
  await page.goto('/login');
  const sentAt = Date.now() - 1000;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await enterMailedCode(page, email, sentAt, { server });
}

/**
 * Signs the page's context in through the API, before any app page runs (an app page's own session
 * check could otherwise race the sign-in).
 */
export async function signInWithCode(page: Page, email: string, server = baseURL) {
  const sentAt = Date.now() - 1000;
  const sent = await page.request.post('/api/v1/user/login', { data: { email } });
  expect(sent.status(), await sent.text()).toBe(200);
  const otp = await latestCode(email, sentAt, server);
  const verified = await page.request.post('/api/v1/user/verifyOtp', { data: { email, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
}

/**
 * Signs the page's context in with the account's password through the API (no mailed code, so no
 * wait between two sign-ins of one address). Open the page on a non-app path first.
 */
export async function signInWithPassword(page: Page, person: Person) {
  const answer = await page.request.post('/api/v1/user/loginpassword', {
    data: { email: person.email, password: person.password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}
