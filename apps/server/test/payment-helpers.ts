import { apiPaths } from '@portfolio/shared/api';
import type { SignedPayment } from '@portfolio/shared/payment';
import type { FastifyInstance } from 'fastify';
import { hmac } from '../src/lib/crypto.ts';
import type { Jar } from './auth-helpers.ts';

/**
 * Razorpay's settings with the test's keys; its Orders API is `apiBase` (by default a port
 * nothing answers on: a test that needs no order from Razorpay writes its orders itself).
 */
export const razorpayEnv = (apiBase = 'http://127.0.0.1:9/v1'): NodeJS.ProcessEnv => ({
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_key',
  RAZORPAY_KEY_SECRET: 'key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
  RAZORPAY_API_BASE: apiBase,
});

/** The sandbox checkout's signed result of a successful payment of this order. */
export async function sandboxPay(
  app: FastifyInstance,
  cookies: Jar,
  orderId: string,
): Promise<SignedPayment> {
  const res = await app.inject({
    method: 'POST',
    url: apiPaths.sandboxPay,
    cookies,
    payload: { orderId, outcome: 'success' },
  });
  if (res.statusCode !== 200) throw new Error(`sandbox pay: ${res.body}`);
  return res.json().data;
}

/**
 * An open order of the first account's portfolio, written straight to the database: one Razorpay
 * made, or a second one a second tab could leave behind.
 */
export async function insertOpenOrder(
  app: FastifyInstance,
  order: { id: string; portfolioId: string; provider: 'sandbox' | 'razorpay' },
): Promise<void> {
  const user = await app.db.selectFrom('users').select('id').orderBy('created_at').executeTakeFirstOrThrow();
  await app.db
    .insertInto('orders')
    .values({
      id: order.id,
      user_id: user.id,
      portfolio_id: order.portfolioId,
      hosting_name: 'asha-rao',
      provider: order.provider,
      amount: 9900,
      currency: 'INR',
      status: 'created',
      created_at: new Date().toISOString(),
    })
    .execute();
}

/**
 * Razorpay's webhook that this order's payment was captured, signed with the webhook secret (or
 * with `secret`, to forge one).
 */
export function capturedWebhook(
  app: FastifyInstance,
  orderId: string,
  paymentId: string,
  secret = 'hook-secret',
) {
  const body = JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, status: 'captured' } } },
  });
  return app.inject({
    method: 'POST',
    url: apiPaths.paymentWebhook,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(secret, body) },
    payload: body,
  });
}
