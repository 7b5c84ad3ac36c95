import { freePort } from '@portfolio/test-support/free-port';
import { afterEach, describe, expect, it } from 'vitest';
import { registerUser } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { fullPortfolio, multipart, smallPng } from './portfolio-helpers.ts';

const keys = {
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_dev',
  RAZORPAY_KEY_SECRET: 'dev-secret',
};

describe('local Razorpay stand-in', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('takes orders over real HTTP, signs a test payment, and the real verify publishes the site', async () => {
    const port = await freePort();
    t = await createTestApp('sqlite', {
      ...keys,
      PORT: String(port),
      RAZORPAY_API_BASE: `http://127.0.0.1:${port}/dev/razorpay/v1`,
      RAZORPAY_CHECKOUT_URL: '/dev/razorpay/checkout.js',
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    const jar = await registerUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/userData/portfolioData',
      cookies: jar,
      ...(await multipart(fullPortfolio, { data: await smallPng(), type: 'image/png' })),
    });

    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/payment/createorder',
        cookies: jar,
        payload: { hostingName: 'asha-rao' },
      })
    ).json().data;
    expect(order).toMatchObject({
      provider: 'razorpay',
      keyId: 'rzp_test_dev',
      checkoutUrl: '/dev/razorpay/checkout.js',
      amount: 9900,
    });
    expect(order.id).toMatch(/^order_dev_/);

    const script = await t.app.inject({ method: 'GET', url: '/dev/razorpay/checkout.js' });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('window.Razorpay = Razorpay');

    const signed = (
      await t.app.inject({ method: 'POST', url: '/dev/razorpay/pay', payload: { order_id: order.id } })
    ).json();
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/verifyPayment',
      cookies: jar,
      payload: { ...signed, hostingName: 'asha-rao' },
    });
    expect(verified.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/sites/asha-rao/' })).statusCode).toBe(200);
  });

  it('refuses orders without the key pair', async () => {
    t = await createTestApp('sqlite', keys);
    const res = await t.app.inject({
      method: 'POST',
      url: '/dev/razorpay/v1/orders',
      payload: { amount: 1 },
    });
    expect(res.statusCode).toBe(401);
  });

  it('does not exist in production or with the sandbox', async () => {
    t = await createTestApp('sqlite', {
      ...keys,
      NODE_ENV: 'production',
      APP_SECRET: 's'.repeat(32),
      MAIL_TRANSPORT: 'outbox',
    });
    expect((await t.app.inject({ method: 'GET', url: '/dev/razorpay/checkout.js' })).statusCode).toBe(404);
    await t.close();
    t = await createTestApp('sqlite');
    expect((await t.app.inject({ method: 'GET', url: '/dev/razorpay/checkout.js' })).statusCode).toBe(404);
  });
});
