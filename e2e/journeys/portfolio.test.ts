import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { register, signInWithPassword } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { baseURL, useBrowser } from '../support/browser.ts';
import { newPerson, type Person } from '../support/mailbox.ts';
import {
  fillHostingNameAndCover,
  fillItem,
  group,
  type StoredPortfolio,
  storedPortfolio,
  storedPortfolios,
} from '../support/portfolios.ts';
import { expectToastOnTop, toastLook } from '../support/toasts.ts';

const { openPage } = useBrowser();

const previewFrame = (page: Page) => page.frameLocator('iframe[title="Live preview of your portfolio"]');
const paymentDialog = (page: Page) => page.getByRole('dialog', { name: 'Complete Your Payment' });
const sandboxDialog = (page: Page) => page.getByRole('dialog', { name: 'Sandbox checkout' });
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').getByText(text, { exact: true }).first().waitFor();
const hostingName = (person: Person) => `site-${person.userName}`;

async function startCreating(page: Page, name: string, title: string) {
  await page.goto('/portfolio/1');
  await page.getByRole('heading', { level: 1, name: 'Create Your Portfolio' }).waitFor();
  await fillHostingNameAndCover(page, name);
  await group(page, 'About you').getByLabel('Title', { exact: true }).fill(title);
}

// One portfolio from its first field to a live site and its update. Each step signs in afresh and
// goes on from what the step before stored.
describe('one portfolio, created, paid for and updated', () => {
  const person = newPerson('folio');
  const name = hostingName(person);
  let live: StoredPortfolio;

  it('fills every field and list, with a live preview, and saves it awaiting payment', async () => {
    const page = await openPage('/');
    await register(page, person);

    await startCreating(page, name, 'Full-Stack Developer');
    expect(await page.title()).toBe('Create Portfolio | Portfolio Maker');
    await page.getByAltText('Chosen cover').waitFor();
    const about = group(page, 'About you');
    // Filled in from the account.
    expect(await about.getByLabel('Full Name', { exact: true }).inputValue()).toBe(person.fullName);
    expect(await about.getByLabel('Email', { exact: true }).inputValue()).toBe(person.email);
    await about.getByLabel('Full Name', { exact: true }).fill('Asha Rao');
    await about.getByLabel('Email', { exact: true }).fill('asha@example.com');
    await about.getByLabel('Contact Number', { exact: true }).fill('+91 98765 43210');
    await about.getByLabel('Alternate Contact Number', { exact: true }).fill('+91 91234 56789');
    await about.getByLabel('Summary', { exact: true }).fill('I build fast, accessible web apps.');
    await about.getByLabel('About Me', { exact: true }).fill('Six years of shipping products.');
    await about.getByLabel('Address', { exact: true }).fill('Pune, India');
    const links = group(page, 'Links');
    await links.getByLabel('LinkedIn URL', { exact: true }).fill('https://www.linkedin.com/in/asha');
    await links.getByLabel('GitHub URL', { exact: true }).fill('https://github.com/asha');
    await links.getByLabel('Instagram URL', { exact: true }).fill('https://instagram.com/asha');
    await links.getByLabel('Facebook URL', { exact: true }).fill('https://facebook.com/asha');
    await links.getByLabel('Twitter URL', { exact: true }).fill('https://twitter.com/asha');

    await fillItem(page, 'Education 1', {
      'School/College Name': 'College of Engineering, Pune',
      Course: 'B.Tech',
      'Start Date': '2014-07',
      'End Date': '2018-05',
      'Major Field': 'Computer Engineering',
      Percentage: '87%',
      'Your Learning': 'Data structures and teamwork.',
    });
    // An item added and removed again leaves nothing behind.
    await page.getByRole('button', { name: 'Add education' }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'educations.1.schoolCollegeName',
    );
    await page.getByRole('button', { name: 'Remove education 2' }).click();
    expect(await group(page, 'Education 2').count()).toBe(0);

    await fillItem(page, 'Project 1', {
      Title: 'ShopFast',
      Role: 'Lead developer',
      'Start Date': '2023-01',
      'End Date': '2023-12',
      'Tech Stack': 'React, Fastify',
      Link: 'https://example.com/shopfast',
      Details: 'A storefront that loads in a second.',
    });
    await page.getByRole('button', { name: 'Add project' }).click();
    await fillItem(page, 'Project 2', { Title: 'Clinic Booking', Role: 'Developer' });
    await fillItem(page, 'Experience 1', {
      'Company Name': 'Brightlabs',
      Role: 'Senior Engineer',
      'Start Date': '2021-01',
      'End Date': '2024-06',
      'Tech Stack': 'TypeScript',
      Summary: 'Led a team of four.',
    });
    // docs/design.md deviation 3: the achievement's date is the achievement's.
    await fillItem(page, 'Achievement 1', {
      Title: 'Hackathon winner',
      Description: 'First prize.',
      Date: '2022-11',
      Link: 'https://example.com/prize',
    });
    expect(await group(page, 'Experience 1').getByLabel('Start Date').inputValue()).toBe('2021-01');
    await fillItem(page, 'Article 1', {
      Date: '2024-05',
      Title: 'Shipping a 50 KB React app',
      Description: 'What we cut.',
      Link: 'https://example.com/blog/50kb',
    });

    // The preview is the Techfolio site as it will go live.
    const preview = previewFrame(page);
    await preview.getByRole('heading', { level: 1, name: 'Asha Rao' }).waitFor();
    await preview.getByRole('heading', { level: 3, name: 'Clinic Booking' }).waitFor();
    await preview.getByRole('heading', { level: 3, name: 'Hackathon winner' }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Save Portfolio' }).click();
    const dialog = paymentDialog(page);
    await dialog.waitFor();
    await dialog.getByText('secure payment of ₹99 via a card payment provider').waitFor();
    await expectAccessible(page);
    const saved = await storedPortfolio(page, name);
    expect(saved.status).toBe('awaiting_payment');
  });

  it('pays from the card in the sandbox; every field is stored and the site is live at its own address', async () => {
    const page = await openPage('/robots.txt');
    await signInWithPassword(page, person);
    await page.goto('/templates');
    const awaiting = page.getByRole('article', { name: 'Full-Stack Developer' });
    await awaiting.getByText('Awaiting payment', { exact: true }).waitFor();
    await awaiting.getByRole('button', { name: 'Complete Payment' }).click();
    const checkout = sandboxDialog(page);
    await checkout.getByText('Test Transaction · ₹99 · no real money moves', { exact: true }).waitFor();
    await checkout.getByRole('button', { name: 'Pay ₹99' }).click();
    await page.waitForURL((url) => url.pathname === '/templates');
    await toast(page, 'Payment verified. Your portfolio is live!');

    live = await storedPortfolio(page, name);
    expect(live).toMatchObject({
      status: 'live',
      title: 'Full-Stack Developer',
      name: 'Asha Rao',
      email: 'asha@example.com',
      contactNumber: '+91 98765 43210',
      alternateContactNumber: '+91 91234 56789',
      linkidenUrl: 'https://www.linkedin.com/in/asha',
      githubUrl: 'https://github.com/asha',
      instagramUrl: 'https://instagram.com/asha',
      facebookUrl: 'https://facebook.com/asha',
      twitterUrl: 'https://twitter.com/asha',
      summary: 'I build fast, accessible web apps.',
      aboutMe: 'Six years of shipping products.',
      address: 'Pune, India',
    });
    expect(live.coverImage).toMatch(/^\/uploads\/covers\/.+\.webp$/);
    expect(live.educations).toEqual([
      {
        schoolCollegeName: 'College of Engineering, Pune',
        course: 'B.Tech',
        startDate: '2014-07-01',
        endDate: '2018-05-01',
        majorField: 'Computer Engineering',
        percentage: '87%',
        yourLearning: 'Data structures and teamwork.',
      },
    ]);
    expect((live.projects as { title: string }[]).map((p) => p.title)).toEqual([
      'ShopFast',
      'Clinic Booking',
    ]);
    expect(live.experiences).toMatchObject([{ companyName: 'Brightlabs', startDate: '2021-01-01' }]);
    expect(live.achievements).toEqual([
      {
        title: 'Hackathon winner',
        description: 'First prize.',
        date: '2022-11-01',
        link: 'https://example.com/prize',
      },
    ]);
    expect(live.articles).toMatchObject([{ date: '2024-05-01', title: 'Shipping a 50 KB React app' }]);

    // The site is live at its own address.
    const siteUrl = `http://${name}.localhost:${new URL(baseURL).port}/`;
    const site = await page.context().newPage();
    await site.goto(siteUrl);
    await site.getByRole('heading', { level: 1, name: 'Asha Rao' }).waitFor();
    await site.getByText('Full-Stack Developer', { exact: true }).waitFor();
    await site.close();
  });

  it('updates it from Manage, after a reload too, and the live site follows at once', async () => {
    const page = await openPage('/robots.txt');
    await signInWithPassword(page, person);
    await page.goto('/templates');
    // Manage from the card on /templates; the update screen also survives a reload.
    const card = page.getByRole('article', { name: 'Full-Stack Developer' });
    await card.getByText('Live', { exact: true }).waitFor();
    await card.getByRole('link', { name: 'Manage' }).click();
    await page.waitForURL((url) => url.pathname === '/UpdateTemplateData');
    await page.getByRole('heading', { level: 1, name: 'Update Portfolio' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Update Portfolio' }).waitFor();
    expect(await page.title()).toBe('Update Portfolio | Portfolio Maker');
    const hosting = page.getByLabel('Hosting Name');
    expect(await hosting.inputValue()).toBe(name);
    expect(await hosting.getAttribute('readonly')).not.toBeNull();
    await page.getByAltText('Current cover').waitFor();
    const updateAbout = group(page, 'About you');
    expect(await updateAbout.getByLabel('Title', { exact: true }).inputValue()).toBe('Full-Stack Developer');
    expect(await group(page, 'Achievement 1').getByLabel('Date').inputValue()).toBe('2022-11');
    expect(await group(page, 'Education 1').getByLabel('End Date').inputValue()).toBe('2018-05');
    await previewFrame(page).getByRole('heading', { level: 1, name: 'Asha Rao' }).waitFor();
    await expectAccessible(page);

    await updateAbout.getByLabel('Title', { exact: true }).fill('Staff Engineer');
    await fillItem(page, 'Project 2', { Details: 'Appointments for 40 clinics.' });
    await page.getByRole('button', { name: 'Remove article 1' }).click();
    await page.getByRole('button', { name: 'Update Portfolio' }).click();
    await page.waitForURL((url) => url.pathname === '/templates');
    await toast(page, 'portfolio Updated Successfully');

    const updated = await storedPortfolio(page, name);
    expect(updated).toMatchObject({ _id: live._id, title: 'Staff Engineer', status: 'live' });
    expect(updated.coverImage).toBe(live.coverImage);
    expect((updated.projects as { details: string }[])[1]?.details).toBe('Appointments for 40 clinics.');
    expect(updated.articles).toEqual([]);
    // A live site is re-published as soon as it is updated.
    const site = await page.context().newPage();
    await site.goto(`http://${name}.localhost:${new URL(baseURL).port}/`);
    await site.getByText('Staff Engineer', { exact: true }).waitFor();
    await site.close();

    await page.goto(`/UpdateTemplateData?id=${live._id}`);
    expect(await group(page, 'About you').getByLabel('Title', { exact: true }).inputValue()).toBe(
      'Staff Engineer',
    );
  });
});

describe('portfolio editor and payment', () => {
  it('explains the required fields, a malformed e-mail and a taken hosting name on a phone', async () => {
    const owner = newPerson('taken');
    const person = newPerson('checks');
    const page = await openPage('/', 'narrow');
    // Someone else owns a name first.
    await register(page, owner);
    await startCreating(page, hostingName(owner), 'Designer');
    await page.getByRole('button', { name: 'Save Portfolio' }).click();
    await paymentDialog(page).getByRole('button', { name: 'Close' }).click();
    await page.context().clearCookies();

    await register(page, person);
    await page.goto('/portfolio/1');
    const about = group(page, 'About you');
    await about.getByLabel('Full Name', { exact: true }).fill('');
    await about.getByLabel('Email', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save Portfolio' }).click();
    for (const message of [
      'Hosting name is required',
      'Cover image is required',
      'Title is required',
      'Full name is required',
      'Email is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    // The first field in error has the focus and reads its message out.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('hostingName');
    const described = await about.getByLabel('Title', { exact: true }).evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' | '),
    );
    expect(described).toContain('Title is required');
    expect(await about.getByLabel('Title', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await about.getByLabel('Email', { exact: true }).fill('asha.example.com');
    await page.getByRole('button', { name: 'Save Portfolio' }).click();
    await page.getByText('Enter a valid email', { exact: true }).waitFor();

    // Shown while typing: the spec's rules first, then whether the name is free.
    const hosting = page.getByLabel('Hosting Name');
    await hosting.fill('my name');
    await page.getByText('No spaces allowed in hosting name', { exact: true }).waitFor();
    await hosting.fill(hostingName(owner));
    await page.getByText('This hosting name is already taken', { exact: true }).waitFor();
    await hosting.fill(hostingName(person));
    await page.getByText('This hosting name is available', { exact: true }).waitFor();

    // The preview in a full-screen sheet on a phone.
    await about.getByLabel('Full Name', { exact: true }).fill('Phone Person');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await previewFrame(page).getByRole('heading', { level: 1, name: 'Phone Person' }).waitFor();
    await expectAccessible(page);
    await page
      .getByRole('dialog', { name: 'Preview' })
      .getByRole('button', { name: 'Close preview' })
      .click();
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await storedPortfolios(page)).toEqual([]);
  });

  it('explains a declined sandbox payment and takes the payment on a second try', async () => {
    const person = newPerson('decline');
    const name = hostingName(person);
    const page = await openPage('/');
    await register(page, person);
    await startCreating(page, name, 'Photographer');
    await page.getByRole('button', { name: 'Save Portfolio' }).click();
    await paymentDialog(page).getByRole('button', { name: 'Pay Now' }).click();

    const checkout = sandboxDialog(page);
    await checkout.getByRole('button', { name: 'Fail payment' }).click();
    await checkout
      .getByRole('alert')
      .getByText('The sandbox payment was declined.', { exact: true })
      .waitFor();
    // The error toast is above the checkout and its backdrop, not greyed under them.
    await expectToastOnTop(page, 'The sandbox payment was declined.');
    expect((await toastLook(page, 'The sandbox payment was declined.')).type).toBe('error');
    await expectAccessible(page);
    expect((await storedPortfolio(page, name)).status).toBe('awaiting_payment');

    // Closed without paying: the saved portfolio still offers the payment.
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await checkout.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Your portfolio is saved' }).waitFor();
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await paymentDialog(page).getByRole('button', { name: 'Pay Now' }).click();
    await sandboxDialog(page).getByRole('button', { name: 'Pay ₹99' }).click();
    await page.waitForURL((url) => url.pathname === '/templates');
    expect((await storedPortfolio(page, name)).status).toBe('live');
  });

  it('sends visitors to /login, shows unknown templates and portfolios as not found', async () => {
    const page = await openPage('/portfolio/1');
    await page.waitForURL((url) => url.pathname === '/login');

    await register(page, newPerson('guard'));
    await page.goto('/portfolio/9');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.goto('/UpdateTemplateData?id=no-such-portfolio');
    await page.getByRole('heading', { level: 1, name: 'Portfolio not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to your portfolios' }).click();
    await page.waitForURL((url) => url.pathname === '/templates');
  });
});
