import { z } from 'zod';

/** The spec's `amount` argument of the payment start; the server's PRICE_PAISE is what is charged. */
export const PAYMENT_AMOUNT_RUPEES = 99;
export const PAYMENT_DESCRIPTION = 'Test Transaction';

/**
 * `data` of GET price: what an order charges now (`amount`, minor units: paise) and, when one is
 * configured, the list price shown struck through beside it. Every screen shows these numbers.
 */
export type PriceInfo = { amount: number; currency: string; listAmount: number | null };

export const paymentMessages = {
  verified: 'Payment verified. Your portfolio is live!',
  sdkFailed: 'Razorpay SDK failed to load. Are you online?',
  declined: 'The sandbox payment was declined.',
} as const;

const id = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

/** `amount` is accepted for the spec's sake and ignored: the server owns the price. */
export const createOrderSchema = z.object({
  amount: z.unknown().optional(),
  hostingName: id('hostingName'),
});

export const verifyPaymentSchema = z.object({
  razorpay_order_id: id('razorpay_order_id'),
  razorpay_payment_id: id('razorpay_payment_id'),
  razorpay_signature: id('razorpay_signature'),
  hostingName: id('hostingName'),
});

export const sandboxPaySchema = z.object({
  orderId: id('orderId'),
  outcome: z.enum(['success', 'failure'], { error: 'outcome must be success or failure' }),
});

/** `data` of createorder: the spec's id, amount and currency, plus what the checkout needs. */
export type CreatedOrder = {
  id: string;
  amount: number;
  currency: string;
  provider: 'sandbox' | 'razorpay';
  displayName: string;
  keyId?: string;
  checkoutUrl?: string;
};
