import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser, viewports } from '../support/browser.ts';
import { newPerson } from '../support/mailbox.ts';
import { fillHostingNameAndCover, payInSandbox, storedPortfolio } from '../support/portfolios.ts';

const { openPage } = useBrowser();

const CASE_STUDY = [
  '## The problem',
  'One visitor in three **left** before booking.',
  '- A one-page checkout',
  '- Server-rendered pages',
  '> Bookings doubled in a month.',
  'Notes on [my blog](https://example.com/atlas). <script>alert(1)</script>',
].join('\n\n');

// Issue 26 item 2: an owner writes a project's case study, saves, pays, and a visitor with
// JavaScript off follows the project card's link to the case-study page.
describe('a case study, from the editor to its own page on the live site', () => {
  const person = newPerson('study');
  const name = `study-${person.userName}`.slice(0, 40).replace(/-+$/, '');

  it('is written in the editor, published at /atlas-booking/ and read with JavaScript off, axe clean', async () => {
    const page = await openPage('/');
    await register(page, person);
    await page.goto('/portfolio/1');
    await page.getByRole('heading', { level: 1, name: 'Create Your Portfolio' }).waitFor();
    await fillHostingNameAndCover(page, name);
    await page
      .getByRole('group', { name: 'About you', exact: true })
      .getByLabel('Title', { exact: true })
      .fill('Product Designer');
    const project = page.getByRole('group', { name: 'Project 1', exact: true });
    await project.getByLabel('Title', { exact: true }).fill('Atlas Booking');
    await project.getByLabel('Details', { exact: true }).fill('A booking flow that doubled bookings.');
    await project.getByLabel('Case study (Markdown)').fill(CASE_STUDY);
    const address = project.getByLabel('Page address');
    expect(await address.getAttribute('placeholder')).toBe('atlas-booking');

    await page.getByRole('button', { name: 'Save Portfolio' }).click();
    await payInSandbox(page);
    await page
      .getByRole('article', { name: 'Product Designer' })
      .getByText('Live', { exact: true })
      .waitFor();
    const liveUrl = (await storedPortfolio(page, name)).liveUrl;

    // A visitor with scripts off, on a phone, from the project card.
    const browser = page.context().browser() as Browser;
    const visitorContext = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.narrow });
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(liveUrl);
      await visitor.getByRole('link', { name: 'Read the case study: Atlas Booking' }).click();
      await visitor.getByRole('heading', { level: 1, name: 'Atlas Booking' }).waitFor();
      expect(new URL(visitor.url()).pathname).toMatch(/\/atlas-booking\/$/);
      expect(await visitor.title()).toBe(`Atlas Booking — ${person.fullName}`);
      await visitor.getByRole('heading', { level: 2, name: 'The problem' }).waitFor();
      expect(await visitor.locator('strong').textContent()).toBe('left');
      expect(await visitor.getByRole('link', { name: 'my blog' }).getAttribute('rel')).toBe(
        'noopener noreferrer',
      );
      expect(await visitor.locator('main blockquote').textContent()).toContain(
        'Bookings doubled in a month.',
      );
      expect(await visitor.locator('script').count()).toBe(0);
      await visitor.getByText('<script>alert(1)</script>').waitFor();
      await visitor.getByRole('link', { name: `Back to ${person.fullName}’s site` }).click();
      await visitor.getByRole('heading', { level: 2, name: 'Projects' }).waitFor();
    } finally {
      await visitorContext.close();
    }

    const caseStudyUrl = new URL('atlas-booking/', liveUrl).href;
    for (const width of ['wide', 'narrow'] as const) {
      await page.setViewportSize(viewports[width]);
      await page.goto(caseStudyUrl);
      await page.getByRole('heading', { level: 1, name: 'Atlas Booking' }).waitFor();
      await expectAccessible(page);
    }
  });
});
