import crypto from 'node:crypto';
import type { Config } from '../../config.ts';
import { hmac } from '../../lib/crypto.ts';
import { UpstreamError } from '../../lib/domain-errors.ts';

type ProviderOrder = { id: string; amount: number; currency: string };

/** Creates orders and knows the secret that signs a payment for them. */
export type PaymentProvider = {
  name: 'sandbox' | 'razorpay';
  createOrder(input: {
    amount: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  /** Razorpay's Checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  sign(orderId: string, paymentId: string): string;
};

const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(9).toString('base64url')}`;

/** The sandbox: the same order and signature rules, with orders made here and a local secret. */
export function createSandboxProvider(appSecret: string): PaymentProvider {
  const secret = hmac(appSecret, 'sandbox-payments');
  return {
    name: 'sandbox',
    async createOrder({ amount, currency }) {
      return { id: randomId('order_sbx'), amount, currency };
    },
    sign: (orderId, paymentId) => hmac(secret, `${orderId}|${paymentId}`),
  };
}

export const newSandboxPaymentId = () => randomId('pay_sbx');

/** Razorpay's Orders API over HTTPS with the key pair as Basic auth. */
export function createRazorpayProvider(config: Config['payments']['razorpay']): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    async createOrder(input) {
      let response: Response;
      try {
        response = await fetch(`${config.apiBase}/orders`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify(input),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw new UpstreamError('The payment provider could not be reached. Please try again in a moment.');
      }
      const body = (await response.json().catch(() => ({}))) as {
        id?: string;
        amount?: number;
        currency?: string;
        error?: { description?: string };
      };
      if (!response.ok || !body.id) {
        const reason = body.error?.description ?? `status ${response.status}`;
        throw new UpstreamError(
          `The payment provider refused the order (${reason}). Please try again later.`,
        );
      }
      return { id: body.id, amount: body.amount ?? input.amount, currency: body.currency ?? input.currency };
    },
    sign: (orderId, paymentId) => hmac(config.keySecret, `${orderId}|${paymentId}`),
  };
}
