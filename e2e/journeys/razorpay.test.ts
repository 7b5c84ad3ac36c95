import { freePort } from '@portfolio/test-support/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../support/accounts.ts';
import { useBrowser } from '../support/browser.ts';
import { newPerson } from '../support/mailbox.ts';
import { savePortfolio } from '../support/portfolios.ts';
import { type RunningServer, startServer } from '../support/server.ts';

// The whole paying flow with PAYMENT_PROVIDER=razorpay: orders over HTTP and Checkout.js, both
// from the local stand-in this server offers outside production (no network here).
const { openPage } = useBrowser();
let server: RunningServer;

beforeAll(async () => {
  const port = await freePort();
  server = await startServer(
    {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_e2e',
      RAZORPAY_KEY_SECRET: 'e2e-key-secret',
      RAZORPAY_API_BASE: `http://127.0.0.1:${port}/dev/razorpay/v1`,
      RAZORPAY_CHECKOUT_URL: '/dev/razorpay/checkout.js',
      SEED_DEMO: 'false',
    },
    port,
  );
});

afterAll(async () => {
  await server?.stop();
});

describe('paying with Razorpay', () => {
  it('creates a portfolio, pays through Checkout, and the site is live at its own address', async () => {
    const person = newPerson('rzp');
    const name = `rzp-${person.userName}`;
    const page = await openPage('/', 'wide', { server: server.baseURL });
    await register(page, person, server.baseURL);

    await savePortfolio(page, name, 'Designer');
    await page
      .getByRole('dialog', { name: 'Complete Your Payment' })
      .getByRole('button', { name: 'Pay Now' })
      .click();

    const checkout = page.getByRole('dialog', { name: 'Razorpay test checkout' });
    // docs/design.md deviation 8: the product's name, not 'Test Transaction', outside the sandbox.
    await checkout.getByText('Portfolio Maker · Portfolio Maker · ₹99').waitFor();
    await checkout.getByRole('button', { name: 'Pay with test card' }).click();
    await page.waitForURL((url) => url.pathname === '/templates');
    await page.getByText('Payment verified. Your portfolio is live!', { exact: true }).first().waitFor();
    const card = page.getByRole('article', { name: 'Designer' });
    await card.getByText('Live', { exact: true }).waitFor();

    const site = await page.context().newPage();
    await site.goto(`http://${name}.localhost:${server.port}/`);
    await site.getByRole('heading', { level: 1, name: person.fullName }).waitFor();
    expect(await site.title()).toBe(`${person.fullName} — Designer`);
    await site.close();
  });
});
