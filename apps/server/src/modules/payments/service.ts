import { formatAmount } from '@portfolio/shared/money';
import { operatorTexts } from '@portfolio/shared/operator';
import type { CreatedOrder, PriceInfo, SignedPayment } from '@portfolio/shared/payment';
import { paymentMessages } from '@portfolio/shared/payment';
import { isUniqueViolation } from '../../db/errors.ts';
import type { OrderRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { type Clock, isoNow } from '../../lib/clock.ts';
import { safeEqual } from '../../lib/crypto.ts';
import { createSerialRuns } from '../../lib/serial-runs.ts';
import type { Mailer } from '../mail/mailer.ts';
import { formatMoney, receiptMail } from '../mail/templates.ts';
import type { PortfoliosRepo } from '../portfolios/repo.ts';
import type { Publisher } from '../sites/publisher.ts';
import type { UsersRepo } from '../users/repo.ts';
import { newSandboxPaymentId, type PaymentProvider } from './providers.ts';
import type { OrdersRepo } from './repo.ts';

/** Every order is taken in Indian rupees (amounts in paise). */
export const ORDER_CURRENCY = 'INR';

type Deps = {
  orders: OrdersRepo;
  portfolios: PortfoliosRepo;
  users: UsersRepo;
  provider: PaymentProvider;
  publisher: Publisher;
  mailer: Mailer;
  siteUrl: (hostingName: string) => string;
  log: { warn(details: { err: unknown }, message: string): void };
  pricePaise: number;
  listPricePaise: number | undefined;
  checkout: { keyId?: string; checkoutUrl?: string };
  clock: Clock;
};

const orderNotFound = 'Order not found.';
const refundDue = (paymentId: string) =>
  `This portfolio was already paid for, so this payment (${paymentId}) will be refunded in full within 5–7 working days. Nothing more is needed from you.`;
const paidNotPublished =
  'Your payment is recorded, but your site could not be published just now. Please try again in a moment.';

/** What settling a payment came to: the site is live, or the payment is owed back. */
type Settled = { outcome: 'live'; liveUrl: string } | { outcome: 'refund_due'; paymentId: string };

/**
 * Orders for the server's own price, one open order per portfolio, a signature check on every
 * payment, and publishing once an order is paid. Settling is idempotent: the browser's verify
 * and the webhook may both arrive. A portfolio is paid for once (a unique index): a payment for
 * a second order of a paid portfolio is kept as owed back, with a note for the administrators.
 */
export function createPaymentsService({
  orders,
  portfolios,
  users,
  provider,
  publisher,
  mailer,
  siteUrl,
  log,
  pricePaise,
  listPricePaise,
  checkout,
  clock,
}: Deps) {
  const onePerPortfolio = createSerialRuns<OrderRow>();
  // Both prices are configuration: formatted once, not on every request.
  const priceInfo: PriceInfo = {
    amount: pricePaise,
    currency: ORDER_CURRENCY,
    listAmount: listPricePaise ?? null,
    shown: {
      amount: formatAmount(pricePaise, ORDER_CURRENCY),
      listAmount: listPricePaise ? formatAmount(listPricePaise, ORDER_CURRENCY) : null,
    },
  };

  /** A payment that cannot pay for its portfolio is kept as owed back, `why` saying so to the admins. */
  async function recordRefund(order: OrderRow, paymentId: string, why: string): Promise<Settled> {
    const note = `Refund ${formatMoney(order.amount, order.currency)} (payment ${paymentId}): ${order.hosting_name} ${why}.`;
    if (!(await orders.markRefundDue(order.id, paymentId, note, isoNow(clock)))) {
      return settled(await orders.find(order.id), paymentId);
    }
    return { outcome: 'refund_due', paymentId };
  }

  /** An order that another request settled in the meantime: the same payment is the same answer. */
  async function settled(current: OrderRow | undefined, paymentId: string): Promise<Settled> {
    if (current?.payment_id !== paymentId) {
      throw new AppError(409, 'This order was already paid with another payment.');
    }
    if (current.status === 'refund_due') return { outcome: 'refund_due', paymentId };
    if (current.portfolio_id === null) throw new AppError(404, 'The portfolio of this order was deleted.');
    return { outcome: 'live', liveUrl: await publish(current.portfolio_id) };
  }

  async function publish(portfolioId: string): Promise<string> {
    try {
      return await publisher.publish(portfolioId);
    } catch (error) {
      // Verifying again (or Razorpay's next webhook delivery) publishes it: settling is idempotent.
      throw new AppError(503, paidNotPublished, undefined, { cause: error });
    }
  }

  /** The receipt is a courtesy: a mail that cannot be sent never undoes a payment. */
  async function sendReceipt(order: OrderRow, paymentId: string, paidAt: string): Promise<void> {
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

  async function settle(order: OrderRow, paymentId: string): Promise<Settled> {
    if (order.status !== 'created') return settled(order, paymentId);
    const portfolioId = order.portfolio_id;
    if (portfolioId === null) return recordRefund(order, paymentId, 'was deleted before the payment arrived');
    const paidBy = await orders.findPaid(portfolioId);
    if (paidBy) return recordRefund(order, paymentId, `was already paid by order ${paidBy.id}`);
    const paidAt = isoNow(clock);
    let paidNow: boolean;
    try {
      paidNow = await orders.markPaid(order.id, paymentId, paidAt);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another order of this portfolio was paid at the same moment, or this payment id is used.
      const winner = await orders.findPaid(portfolioId);
      if (winner && winner.id !== order.id) {
        return recordRefund(order, paymentId, `was already paid by order ${winner.id}`);
      }
      throw new AppError(409, 'This payment was already used for another order.');
    }
    if (!paidNow) return settled(await orders.find(order.id), paymentId);
    await sendReceipt(order, paymentId, paidAt);
    return { outcome: 'live', liveUrl: await publish(portfolioId) };
  }

  async function ownOrder(userId: string, orderId: string): Promise<OrderRow> {
    const order = await orders.find(orderId);
    if (!order || order.user_id !== userId) throw new AppError(404, orderNotFound);
    return order;
  }

  return {
    /** What every screen shows: the price an order charges now, and the list price if any. */
    price: (): PriceInfo => priceInfo,

    /**
     * The portfolio's open order, or a new one for the current price: a second tab or a second
     * click pays the same order, so one portfolio is not charged twice.
     */
    async createOrder(userId: string, hostingName: string): Promise<CreatedOrder> {
      const portfolio = await portfolios.findOwnedByHostingName(userId, hostingName);
      if (!portfolio) throw new AppError(404, 'Portfolio not found.');
      if (portfolio.status === 'live') throw new AppError(409, 'This portfolio is already live.');
      if (portfolio.status === 'offline') {
        throw new AppError(409, 'This portfolio is paid for: put it back online from your portfolios.');
      }
      if (portfolio.status === 'taken_down') throw new AppError(409, operatorTexts.ownerCannotPublish);
      const order = await onePerPortfolio(portfolio.id, async () => {
        const open = await orders.findOpen(portfolio.id);
        if (open && open.provider === provider.name) return open;
        const made = await provider.createOrder({
          amount: pricePaise,
          currency: ORDER_CURRENCY,
          receipt: portfolio.id,
          notes: { hostingName },
        });
        const row = {
          id: made.id,
          user_id: userId,
          portfolio_id: portfolio.id,
          hosting_name: hostingName,
          provider: provider.name,
          amount: made.amount,
          currency: made.currency,
          status: 'created' as const,
          payment_id: null,
          note: null,
          created_at: isoNow(clock),
          paid_at: null,
        };
        await orders.insert(row);
        return row;
      });
      return {
        id: order.id,
        amount: order.amount,
        currency: order.currency,
        provider: provider.name,
        displayName: 'Portfolio Maker',
        ...checkout,
      };
    },

    /** The sandbox checkout's result, signed exactly as Razorpay's Checkout would sign it. */
    async sandboxPay(
      userId: string,
      orderId: string,
      outcome: 'success' | 'failure',
    ): Promise<SignedPayment> {
      const order = await ownOrder(userId, orderId);
      if (outcome === 'failure') throw new AppError(402, paymentMessages.declined);
      if (order.status !== 'created') throw new AppError(409, 'This order is already paid.');
      const paymentId = newSandboxPaymentId();
      return {
        razorpay_order_id: order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: provider.sign(order.id, paymentId),
      };
    },

    /** Settles the browser's signed payment: the live address, or a 409 saying it is owed back. */
    async verify(userId: string, payment: SignedPayment & { hostingName: string }): Promise<string> {
      const order = await ownOrder(userId, payment.razorpay_order_id);
      if (order.hosting_name !== payment.hostingName) {
        throw new AppError(400, 'This payment is for another portfolio.');
      }
      const expected = provider.sign(order.id, payment.razorpay_payment_id);
      if (!safeEqual(expected, payment.razorpay_signature)) {
        throw new AppError(400, 'Payment verification failed: the signature does not match.');
      }
      const result = await settle(order, payment.razorpay_payment_id);
      if (result.outcome === 'refund_due') throw new AppError(409, refundDue(result.paymentId));
      return result.liveUrl;
    },

    /** A verified webhook's payment: publishes its order's portfolio; unknown orders are ignored. */
    async settleFromWebhook(orderId: string, paymentId: string): Promise<Settled | 'unknown-order'> {
      const order = await orders.find(orderId);
      if (!order) return 'unknown-order';
      return settle(order, paymentId);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
