import { z } from 'zod';

/** The spec's `amount` argument of the payment start; the server's PRICE_PAISE is what is charged. */
export const PAYMENT_AMOUNT_RUPEES = 99;
export const PAYMENT_DESCRIPTION = 'Test Transaction';

/**
 * `data` of GET price: what an order charges now (`amount`, minor units: paise) and, when one is
 * configured, the list price shown struck through beside it. Every screen shows these numbers.
 */
export const priceInfoSchema = z.object({
  amount: z.number().int(),
  currency: z.string(),
  listAmount: z.number().int().nullable(),
  /**
   * Both as the pages show them, formatted by the server's payments service with money.ts' formatAmount,
   * so a page needs no locale data for them.
   */
  shown: z.object({ amount: z.string(), listAmount: z.string().nullable() }),
});
export type PriceInfo = z.infer<typeof priceInfoSchema>;

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
export const createdOrderSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  provider: z.enum(['sandbox', 'razorpay']),
  displayName: z.string(),
  keyId: z.string().optional(),
  checkoutUrl: z.string().optional(),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

/** A payment as the checkout (Razorpay's, or the sandbox's) hands it back, signed. */
export const signedPaymentSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
export type SignedPayment = z.infer<typeof signedPaymentSchema>;

/** `data` of verifyPayment: where the site now answers. */
export const liveUrlSchema = z.object({ liveUrl: z.string() });
