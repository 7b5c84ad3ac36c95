import { describe, expect, it } from 'vitest';
import { register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { PROMO_SEEN_KEY, useBrowser, viewports } from '../support/browser.ts';
import { newPerson } from '../support/mailbox.ts';
import { livePortfolio } from '../support/portfolios.ts';

// Issue 25 item 3: the pages know an owner. After paying, /templates opens at their site; home leads
// with their sites; 'Your portfolios' is in the signed-in menu; the offer never covers their pages.
describe('a home for owners, on a phone', () => {
  const { openPage } = useBrowser();

  it('lands on its live site with Share after paying, and finds its sites on home and in the menu', async () => {
    const owner = newPerson('owner');
    const title = 'Product Designer';
    const hostingName = `home-${owner.userName}`;
    const page = await openPage('/', 'narrow', { promo: true });
    await register(page, owner);
    await livePortfolio(page, hostingName, title);

    // /templates after the payment: 'Your site is live' and the site's card, in the first screen.
    const live = page.getByRole('status').filter({ hasText: 'Your site is live at' });
    await live.waitFor();
    const liveBox = await live.boundingBox();
    expect(liveBox && liveBox.y + liveBox.height).toBeLessThanOrEqual(viewports.narrow.height);
    const card = page.getByRole('article', { name: title });
    const share = card.getByRole('list', { name: `Share ${title}` });
    await share.getByRole('link', { name: /WhatsApp/ }).waitFor();
    const whatsApp = await share.getByRole('link', { name: /WhatsApp/ }).getAttribute('href');
    expect(decodeURIComponent(whatsApp ?? '')).toContain(`${hostingName}.`);
    await expectAccessible(page);
    // A reload keeps the navigation state: the prerendered page still hydrates without a mismatch
    // (any console error fails the journey), then leads with the site again.
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Your site is live at' }).waitFor();

    // Home leads with the owner's sites, above the marketing.
    await page.getByRole('banner').getByRole('link', { name: 'Portfolio Maker' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    const yours = page.getByRole('heading', { level: 2, name: 'Your Live Portfolio' });
    await yours.waitFor();
    const hero = page.getByRole('heading', { level: 1 });
    expect((await yours.boundingBox())?.y ?? 0).toBeLessThan((await hero.boundingBox())?.y ?? 0);
    await page.getByRole('article', { name: title }).waitFor();
    await expectAccessible(page);

    // No offer for an owner, even after the popup's time has passed.
    await page.waitForTimeout(3500);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), PROMO_SEEN_KEY)).toBeNull();

    // 'Your portfolios' in the signed-in menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Your portfolios', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/portfolios');
    await page.getByRole('heading', { level: 1, name: 'Your portfolios' }).waitFor();
    await page.getByRole('article', { name: title }).getByText('Live', { exact: true }).waitFor();
    await expectAccessible(page);
  });
});
