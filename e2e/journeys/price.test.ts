import { afterAll, beforeAll, describe, it } from 'vitest';
import { register } from '../support/accounts.ts';
import { useBrowser } from '../support/browser.ts';
import { newPerson } from '../support/mailbox.ts';
import { savePortfolio } from '../support/portfolios.ts';
import { type RunningServer, startServer } from '../support/server.ts';

// docs/design.md deviation 8: one price everywhere, the server's. A server with its own price and list
// price: every screen must show those, none the spec's ₹199, ₹99 or ₹399.
const { openPage } = useBrowser();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ PRICE_PAISE: '12900', LIST_PRICE_PAISE: '42900', SEED_DEMO: 'false' });
});

afterAll(async () => {
  await server?.stop();
});

describe('one price', () => {
  it('shows the server price on the template card, the promo and the FAQ', async () => {
    // Under the page clock from its first load (see openPage), so the offer waits for the test.
    const page = await openPage('/templates', 'narrow', { server: server.baseURL, promo: true, clock: true });
    const card = page.getByRole('article', { name: 'Techfolio' });
    // 12900 against 42900 paise: 69.9% off, never rounded up.
    await card.getByText('69% OFF • Limited Time', { exact: true }).waitFor();
    await card.getByText('Original price: ₹429').waitFor();
    await card.getByText('Now: ₹129').waitFor();

    await page.clock.runFor(3500);
    const promo = page.getByRole('complementary', { name: '69% OFF' });
    await promo.getByText('Original price: ₹429').waitFor();
    await promo.getByText('Now: ₹129').waitFor();

    await page.goto('/FAQ');
    await page.getByRole('button', { name: 'How is my portfolio deployed?' }).click();
    await page.getByText('make the one-time payment of ₹129.', { exact: false }).waitFor();
  });

  it('asks for the same price when the portfolio is saved and in the checkout', async () => {
    const person = newPerson('price');
    const page = await openPage('/', 'wide', { server: server.baseURL });
    await register(page, person, server.baseURL);
    await savePortfolio(page, `price-${person.userName}`, 'Analyst');
    const payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
    await payment.getByText('secure payment of ₹129 via a card payment provider').waitFor();
    await payment.getByRole('button', { name: 'Pay Now' }).click();
    const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
    await checkout.getByText('Test Transaction · ₹129 · no real money moves', { exact: true }).waitFor();
    await checkout.getByRole('button', { name: 'Pay ₹129' }).waitFor();
  });
});
