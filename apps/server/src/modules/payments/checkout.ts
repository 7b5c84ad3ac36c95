import { paymentMessages, type SignedPayment } from '@portfolio/shared/payment';
import type { OrderRow } from '../../db/schema.ts';
import { safeEqual } from '../../lib/crypto.ts';
import { ConflictError, InvalidError, NotFoundError, PaymentDeclinedError } from '../../lib/domain-errors.ts';
import type { PaymentsDeps } from './deps.ts';
import { newSandboxPaymentId } from './providers.ts';
import { type Settled, settle } from './settle.ts';

const orderNotFound = 'Order not found.';
const refundDue = (paymentId: string) =>
  `This portfolio was already paid for, so this payment (${paymentId}) will be refunded in full within 5–7 working days. Nothing more is needed from you.`;

type CheckoutDeps = Parameters<typeof settle>[0] & Pick<PaymentsDeps, 'provider'>;

async function ownOrder(
  { orders }: Pick<PaymentsDeps, 'orders'>,
  userId: string,
  orderId: string,
): Promise<OrderRow> {
  const order = await orders.find(orderId);
  if (!order || order.user_id !== userId) throw new NotFoundError(orderNotFound);
  return order;
}

/** The sandbox checkout's result, signed exactly as Razorpay's Checkout would sign it. */
export async function sandboxPay(
  deps: Pick<PaymentsDeps, 'orders' | 'provider'>,
  userId: string,
  orderId: string,
  outcome: 'success' | 'failure',
): Promise<SignedPayment> {
  const order = await ownOrder(deps, userId, orderId);
  if (outcome === 'failure') throw new PaymentDeclinedError(paymentMessages.declined);
  if (order.status !== 'created') throw new ConflictError('This order is already paid.');
  const paymentId = newSandboxPaymentId();
  return {
    razorpay_order_id: order.id,
    razorpay_payment_id: paymentId,
    razorpay_signature: deps.provider.sign(order.id, paymentId),
  };
}

/** Settles the browser's signed payment: the live address, or a 409 saying it is owed back. */
export async function verifyPayment(
  deps: CheckoutDeps,
  userId: string,
  payment: SignedPayment & { hostingName: string },
): Promise<string> {
  const order = await ownOrder(deps, userId, payment.razorpay_order_id);
  if (order.hosting_name !== payment.hostingName) {
    throw new InvalidError('This payment is for another portfolio.');
  }
  const expected = deps.provider.sign(order.id, payment.razorpay_payment_id);
  if (!safeEqual(expected, payment.razorpay_signature)) {
    throw new InvalidError('Payment verification failed: the signature does not match.');
  }
  const result = await settle(deps, order, payment.razorpay_payment_id);
  if (result.outcome === 'refund_due') throw new ConflictError(refundDue(result.paymentId));
  return result.liveUrl;
}

/** A verified webhook's payment: publishes its order's portfolio; unknown orders are ignored. */
export async function settleFromWebhook(
  deps: Parameters<typeof settle>[0],
  orderId: string,
  paymentId: string,
): Promise<Settled | 'unknown-order'> {
  const order = await deps.orders.find(orderId);
  if (!order) return 'unknown-order';
  return settle(deps, order, paymentId);
}
