import { describe, expect, it } from 'vitest';
import { register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser, viewports } from '../support/browser.ts';
import { newPerson } from '../support/mailbox.ts';
import {
  fillHostingNameAndCover,
  fillItem,
  group,
  payInSandbox,
  storedPortfolio,
} from '../support/portfolios.ts';

const { openPage } = useBrowser();

// Issue 26 item 3: an owner adds skills, a service and a testimonial, saves, pays, and the live site
// shows them, accessible on a phone and on a wide screen.
describe('skills, services and testimonials, from the editor to the live site', () => {
  const person = newPerson('offer');
  const name = `offer-${person.userName}`.slice(0, 40).replace(/-+$/, '');

  it('are added in the editor, saved, paid for and shown on the live site at 360 and 1280 px', async () => {
    const page = await openPage('/');
    await register(page, person);
    await page.goto('/portfolio/1');
    // Act once React has the page, as openPage does (a click before then can be lost under load).
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: 'Create Your Portfolio' }).waitFor();
    await fillHostingNameAndCover(page, name);
    await group(page, 'About you').getByLabel('Title', { exact: true }).fill('Product Designer');

    expect(await group(page, 'Skills').getByText('No skills added. This section is left out.').count()).toBe(
      1,
    );
    await page.getByRole('button', { name: 'Add skill group' }).click();
    await fillItem(page, 'Skill group 1', {
      'Group name': 'Design',
      'Skills (comma-separated)': 'Figma, Prototyping, User research',
    });
    await page.getByRole('button', { name: 'Add skill group' }).click();
    await fillItem(page, 'Skill group 2', { 'Group name': 'Code', 'Skills (comma-separated)': 'HTML, CSS' });
    await page.getByRole('button', { name: 'Add service' }).click();
    await fillItem(page, 'Service 1', {
      'Service name': 'Design sprint',
      'Price (empty shows On request)': '₹15 000',
      Description: 'Five days, one tested prototype.',
    });
    await page.getByRole('button', { name: 'Add service' }).click();
    await fillItem(page, 'Service 2', { 'Service name': 'Accessibility audit' });
    await page.getByRole('button', { name: 'Add testimonial' }).click();
    await fillItem(page, 'Testimonial 1', {
      Quote: 'Our sign-ups doubled after the redesign.',
      Name: 'Meera Rao',
      Role: 'CTO, Brightlabs',
      Link: 'https://example.com/meera',
    });

    // The live preview shows them before anything is saved.
    const preview = page.frameLocator('iframe[title="Live preview of your portfolio"]');
    await preview.getByRole('heading', { level: 2, name: 'Testimonials' }).waitFor();

    await page.getByRole('button', { name: 'Save Portfolio' }).click();
    await payInSandbox(page);
    await page
      .getByRole('article', { name: 'Product Designer' })
      .getByText('Live', { exact: true })
      .waitFor();

    const liveUrl = (await storedPortfolio(page, name)).liveUrl;
    expect(liveUrl).toContain(name);
    for (const width of ['wide', 'narrow'] as const) {
      await page.setViewportSize(viewports[width]);
      await page.goto(liveUrl);
      for (const heading of ['Skills', 'Services', 'Testimonials']) {
        await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      }
      const skills = page.getByRole('list', { name: 'Design skills' });
      expect(await skills.getByRole('listitem').allTextContents()).toEqual([
        'Figma',
        'Prototyping',
        'User research',
      ]);
      const services = page.locator('#services');
      expect(await services.getByText('₹15 000', { exact: true }).count()).toBe(1);
      expect(await services.getByText('On request', { exact: true }).count()).toBe(1);
      const quote = page.locator('#testimonials blockquote');
      expect(await quote.textContent()).toBe('Our sign-ups doubled after the redesign.');
      expect(await quote.getAttribute('cite')).toBe('https://example.com/meera');
      expect(await page.getByRole('link', { name: 'Meera Rao' }).getAttribute('href')).toBe(
        'https://example.com/meera',
      );
      if (width === 'wide') {
        const toc = page.getByRole('navigation', { name: 'Sections' });
        for (const heading of ['Skills', 'Services', 'Testimonials']) {
          expect(await toc.getByRole('link', { name: heading }).count(), heading).toBe(1);
        }
      }
      await expectAccessible(page);
    }
  });
});
