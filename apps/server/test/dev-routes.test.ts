import { afterEach, describe, expect, it } from 'vitest';
import { registerUser } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

describe('development-only routes seen from the network', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    (t as TestApp).app.inject({ method: 'GET', url, remoteAddress, headers });

  it('hands the mailbox (and its sign-in codes) only to this machine', async () => {
    t = await createTestApp('sqlite');
    await registerUser(t.app);
    for (const url of ['/dev/mailbox.json', '/dev/mailbox']) {
      expect((await get(url, '127.0.0.1')).statusCode).toBe(200);
      expect((await get(url, '::1')).statusCode).toBe(200);
      expect((await get(url, '::ffff:127.0.0.1')).statusCode).toBe(200);
      for (const stranger of ['192.168.1.20', '10.0.0.5', '2001:db8::7']) {
        const res = await get(url, stranger);
        expect(res.statusCode, `${url} from ${stranger}`).toBe(404);
        expect(res.body).not.toContain('code');
      }
      // A proxy on this machine passing on a request from elsewhere.
      expect((await get(url, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    }
  });

  it('keeps the Razorpay stand-in, which signs payments, to this machine too', async () => {
    t = await createTestApp('sqlite', {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_local',
      RAZORPAY_KEY_SECRET: 'local-secret',
    });
    const pay = (remoteAddress: string) =>
      (t as TestApp).app.inject({
        method: 'POST',
        url: '/dev/razorpay/pay',
        remoteAddress,
        payload: { order_id: 'order_x' },
      });
    expect((await pay('127.0.0.1')).statusCode).toBe(200);
    expect((await pay('192.168.1.20')).statusCode).toBe(404);
    expect((await get('/dev/razorpay/checkout.js', '192.168.1.20')).statusCode).toBe(404);
  });
});
