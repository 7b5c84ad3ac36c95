import { describe, expect, it } from 'vitest';
import { register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { mainNav, useBrowser } from '../support/browser.ts';
import { newPerson } from '../support/mailbox.ts';

const { openPage } = useBrowser();

describe('password sign-in (docs/decisions/037)', () => {
  it('signs in on /login with the password chosen at registration, after explaining a wrong one', async () => {
    const person = newPerson();
    const page = await openPage('/register');
    await register(page, person);
    await mainNav(page).getByRole('button', { name: 'Log Out' }).click();
    await mainNav(page).getByRole('link', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    // The spec's way first; the password is the alternative the page offers.
    await page.getByRole('button', { name: 'Send OTP' }).waitFor();
    await page.getByRole('button', { name: 'Use my password instead' }).click();
    expect(await page.getByRole('button', { name: 'Send OTP' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Use a code mailed to me instead' }).click();
    await page.getByRole('button', { name: 'Send OTP' }).waitFor();
    await page.getByRole('button', { name: 'Use my password instead' }).click();
    await expectAccessible(page);

    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Log In' }).click();
    const refusal = page.getByText('The e-mail or the password is not right.', { exact: true });
    await refusal.first().waitFor();
    expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Email').inputValue()).toBe(person.email);

    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await mainNav(page).getByRole('button', { name: 'Log Out' }).waitFor();
  });
});
