import { isUniqueViolation } from '../../db/errors.ts';
import type { OrderRow } from '../../db/schema.ts';
import { isoNow } from '../../lib/clock.ts';
import { ConflictError, NotFoundError, UnavailableError } from '../../lib/domain-errors.ts';
import { formatMoney, receiptMail } from '../mail/templates.ts';
import type { PaymentsDeps } from './deps.ts';

const paidNotPublished =
  'Your payment is recorded, but your site could not be published just now. Please try again in a moment.';

/** What settling a payment came to: the site is live, or the payment is owed back. */
export type Settled = { outcome: 'live'; liveUrl: string } | { outcome: 'refund_due'; paymentId: string };

type SettleDeps = Pick<
  PaymentsDeps,
  'orders' | 'users' | 'publisher' | 'mailer' | 'siteUrl' | 'log' | 'clock'
>;

/**
 * Records `paymentId` as paying `order` and publishes its portfolio. Idempotent: the browser's
 * verify and the webhook may both arrive. A portfolio is paid for once (a unique index): a payment
 * for a second order of a paid portfolio is kept as owed back, with a note for the administrators.
 */
export async function settle(deps: SettleDeps, order: OrderRow, paymentId: string): Promise<Settled> {
  const { orders, clock } = deps;
  if (order.status !== 'created') return settled(deps, order, paymentId);
  const portfolioId = order.portfolio_id;
  if (portfolioId === null)
    return recordRefund(deps, order, paymentId, 'was deleted before the payment arrived');
  const paidBy = await orders.findPaid(portfolioId);
  if (paidBy) return recordRefund(deps, order, paymentId, `was already paid by order ${paidBy.id}`);
  const paidAt = isoNow(clock);
  let paidNow: boolean;
  try {
    paidNow = await orders.markPaid(order.id, paymentId, paidAt);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another order of this portfolio was paid at the same moment, or this payment id is used.
    const winner = await orders.findPaid(portfolioId);
    if (winner && winner.id !== order.id) {
      return recordRefund(deps, order, paymentId, `was already paid by order ${winner.id}`);
    }
    throw new ConflictError('This payment was already used for another order.');
  }
  if (!paidNow) return settled(deps, await orders.find(order.id), paymentId);
  await sendReceipt(deps, order, paymentId, paidAt);
  return { outcome: 'live', liveUrl: await publishPaid(deps, portfolioId) };
}

/** A payment that cannot pay for its portfolio is kept as owed back, `why` saying so to the admins. */
async function recordRefund(
  deps: SettleDeps,
  order: OrderRow,
  paymentId: string,
  why: string,
): Promise<Settled> {
  const note = `Refund ${formatMoney(order.amount, order.currency)} (payment ${paymentId}): ${order.hosting_name} ${why}.`;
  if (!(await deps.orders.markRefundDue(order.id, paymentId, note, isoNow(deps.clock)))) {
    return settled(deps, await deps.orders.find(order.id), paymentId);
  }
  return { outcome: 'refund_due', paymentId };
}

/** An order that another request settled in the meantime: the same payment is the same answer. */
async function settled(
  deps: Pick<PaymentsDeps, 'publisher'>,
  current: OrderRow | undefined,
  paymentId: string,
): Promise<Settled> {
  if (current?.payment_id !== paymentId) {
    throw new ConflictError('This order was already paid with another payment.');
  }
  if (current.status === 'refund_due') return { outcome: 'refund_due', paymentId };
  if (current.portfolio_id === null) throw new NotFoundError('The portfolio of this order was deleted.');
  return { outcome: 'live', liveUrl: await publishPaid(deps, current.portfolio_id) };
}

async function publishPaid(
  { publisher }: Pick<PaymentsDeps, 'publisher'>,
  portfolioId: string,
): Promise<string> {
  try {
    return await publisher.publish(portfolioId);
  } catch (error) {
    // Verifying again (or Razorpay's next webhook delivery) publishes it: settling is idempotent.
    throw new UnavailableError(paidNotPublished, { cause: error });
  }
}

/** The receipt is a courtesy: a mail that cannot be sent never undoes a payment. */
async function sendReceipt(
  { users, mailer, siteUrl, log }: Pick<PaymentsDeps, 'users' | 'mailer' | 'siteUrl' | 'log'>,
  order: OrderRow,
  paymentId: string,
  paidAt: string,
): Promise<void> {
  try {
    const user = order.user_id && (await users.findById(order.user_id));
    if (!user) return;
    await mailer.send(
      receiptMail({
        to: user.email,
        hostingName: order.hosting_name,
        amount: order.amount,
        currency: order.currency,
        orderId: order.id,
        paymentId,
        paidAt,
        siteUrl: siteUrl(order.hosting_name),
      }),
    );
  } catch (error) {
    log.warn({ err: error }, `The receipt for order ${order.id} could not be sent.`);
  }
}
