import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { baseURL, useBrowser, viewports } from '../support/browser.ts';
import { mailTo, newPerson } from '../support/mailbox.ts';
import { livePortfolio } from '../support/portfolios.ts';
import { toastWith } from '../support/toasts.ts';

/** A person's browser, not the journeys' headless one: the server rightly counts no robots. */
const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36';

/** The day as the stats table names it (UTC days, as the server counts them). */
const tableDay = (time: number) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(time);

// Issue 16, done when: a visitor opens a live site and writes through its form with JavaScript
// off; the owner gets the mail, finds the message in the inbox, and sees the view in the stats.
describe('visitor stats and the contact form of a live site', () => {
  const { openPage } = useBrowser();

  it('a visitor without JavaScript writes; the owner reads the mail and the inbox and sees the visit', async () => {
    const owner = newPerson('stats');
    const title = 'Data Engineer';
    const page = await openPage('/');
    await register(page, owner);
    await livePortfolio(page, `stats-${owner.userName}`, title);
    const card = page.getByRole('article', { name: title });
    await card.getByRole('link', { name: /^0 views in the last 7 days/ }).waitFor();
    const liveUrl = (await card.getByRole('link', { name: /^View Live/ }).getAttribute('href')) as string;

    // The visitor: another browser profile, scripts off, arriving by a typed address.
    const browser = page.context().browser() as Browser;
    const visitorContext = await browser.newContext({
      javaScriptEnabled: false,
      userAgent: VISITOR_AGENT,
      viewport: viewports.narrow,
    });
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(liveUrl);
      await visitor.getByRole('heading', { level: 1 }).waitFor();
      await visitor.getByRole('link', { name: 'Contact me' }).click();
      await visitor.getByRole('heading', { level: 1, name: `Contact ${owner.fullName}` }).waitFor();
      await visitor.getByLabel('Your name').fill('Meera Iyer');
      await visitor.getByLabel('Your e-mail').fill('meera@example.org');
      await visitor.getByLabel('Message').fill('Loved your pipelines talk.\nAre you free for a call in May?');
      // A person takes a moment to write; a form sent within 2 s of opening is refused as a robot's.
      await visitor.waitForTimeout(2100);
      await visitor.getByRole('button', { name: 'Send message' }).click();
      await visitor.getByRole('heading', { level: 1, name: 'Message sent' }).waitFor();
      await visitor.getByText('Thank you! Your message is on its way.').waitFor();
    } finally {
      await visitorContext.close();
    }

    // The owner's mail, answerable straight to the visitor.
    const mail = await mailTo(owner.email, (m) => m.subject === 'New message from Meera Iyer');
    expect(mail.replyTo).toBe('meera@example.org');
    expect(mail.text).toContain('Meera Iyer <meera@example.org> wrote to you through the contact form of');
    expect(mail.text).toContain('> Are you free for a call in May?');

    // The inbox, from the signed-in menu.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inbox' }).click();
    await page.getByRole('heading', { level: 1, name: 'Messages from your sites' }).waitFor();
    const site = page.getByRole('region', { name: title });
    await site.getByText('1 message, unread', { exact: true }).waitFor();
    const opener = site.getByRole('button', { name: /Meera Iyer/ });
    expect(await opener.textContent()).toContain('Unread');
    await expectAccessible(page);
    await opener.click();
    expect(await opener.getAttribute('aria-expanded')).toBe('true');
    await site.getByText('Are you free for a call in May?', { exact: false }).last().waitFor();
    // Opened is read: the mark goes, here and after a reload.
    await site.getByText('1 message, read', { exact: true }).waitFor();
    expect(await opener.textContent()).not.toContain('Unread');
    expect(await site.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')).toMatch(
      /^mailto:meera@example\.org\?subject=/,
    );
    await page.reload();
    await page.getByRole('region', { name: title }).getByText('1 message, read', { exact: true }).waitFor();
    // Marked unread again, then read again, on a phone's width with nothing running off the side.
    await page.setViewportSize(viewports.narrow);
    await site.getByRole('button', { name: /Meera Iyer/ }).click();
    await site.getByRole('button', { name: 'Mark as unread' }).click();
    await site.getByText('1 message, unread', { exact: true }).waitFor();
    expect(
      await site.getByRole('button', { name: /Meera Iyer/ }).evaluate((b) => b === document.activeElement),
    ).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await page.setViewportSize(viewports.wide);

    await site.getByRole('button', { name: /Meera Iyer/ }).click();
    await site.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the message from Meera Iyer?' });
    await confirm.waitFor();
    await expectAccessible(page);
    // Keeping it is the default.
    expect(
      await confirm.getByRole('button', { name: 'Keep it' }).evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await confirm.getByRole('button', { name: 'Delete message' }).click();
    await toastWith(page, 'Message deleted.').waitFor();
    await site.getByText('No messages yet.', { exact: false }).waitFor();
    expect(await site.getByRole('button', { name: /Meera Iyer/ }).count()).toBe(0);

    // The view: on the card, and on the stats page in the chart and its table.
    await page.goto('/templates');
    await page
      .getByRole('article', { name: title })
      .getByRole('link', { name: /^1 view in the last 7 days/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Visitor stats' }).waitFor();
    const chart = page.getByRole('img', { name: /^Daily views and visitors over the last 30 days/ });
    expect(await chart.getAttribute('aria-label')).toContain('1 view by 1 visitor in total');
    await page.getByText('Show the figures as a table').click();
    const table = page.getByRole('table', { name: /Views and visitors per day, last 30 days/ });
    const today = table.getByRole('row').nth(1);
    expect(await today.getByRole('rowheader').textContent()).toBe(tableDay(Date.now()));
    expect(await today.getByRole('cell').allTextContents()).toEqual(['1', '1']);
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Last 90 days' }).click();
    await page
      .getByRole('img', { name: /^Daily views and visitors over the last 90 days: 1 view/ })
      .waitFor();

    // At 360 px nothing runs off the side.
    await page.setViewportSize(viewports.narrow);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
  });

  it('the owner turns the form off and on; the site follows at once', async () => {
    const owner = newPerson('form');
    const title = 'Product Designer';
    const page = await openPage('/');
    await register(page, owner);
    const hostingName = `form-${owner.userName}`;
    await livePortfolio(page, hostingName, title);
    // The site's form as its path on the app's address gives it (Node resolves no *.localhost names).
    const contactUrl = `${baseURL}/sites/${hostingName}/contact`;
    expect((await fetch(contactUrl)).status).toBe(200);
    await page
      .getByRole('article', { name: title })
      .getByRole('link', { name: /views? in the last 7 days/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Visitor stats' }).waitFor();
    await page.getByText('No visits yet', { exact: true }).waitFor();

    const formSwitch = page.getByRole('switch', { name: 'Contact form on my site' });
    expect(await formSwitch.isChecked()).toBe(true);
    await formSwitch.click();
    await toastWith(page, 'Your site no longer shows a contact form.').waitFor();
    expect(await formSwitch.isChecked()).toBe(false);
    const closed = await fetch(contactUrl);
    expect(closed.status).toBe(404);
    expect(await closed.text()).toContain('This site does not take messages.');

    // The inbox says the form is off and where to turn it on.
    await page.goto('/inbox');
    await page.getByRole('region', { name: title }).getByText('This site’s contact form is off.').waitFor();
    await page.getByRole('link', { name: `Turn it on for ${title}` }).click();
    await page.getByRole('switch', { name: 'Contact form on my site' }).click();
    await toastWith(page, 'Your site shows its contact form.').waitFor();
    expect((await fetch(contactUrl)).status).toBe(200);
  });
});
