import type { CreatedOrder, PriceInfo } from '@portfolio/shared/payment';
import { paymentMessages } from '@portfolio/shared/payment';
import { isUniqueViolation } from '../../db/errors.ts';
import type { OrderRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { PortfoliosRepo } from '../portfolios/repo.ts';
import type { Publisher } from '../sites/publisher.ts';
import { newSandboxPaymentId, type PaymentProvider, signaturesMatch } from './providers.ts';
import type { OrdersRepo } from './repo.ts';

type Deps = {
  orders: OrdersRepo;
  portfolios: PortfoliosRepo;
  provider: PaymentProvider;
  publisher: Publisher;
  pricePaise: number;
  listPricePaise: number | undefined;
  checkout: { keyId?: string; checkoutUrl?: string };
};

export type SignedPayment = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

const orderNotFound = 'Order not found.';
const paidNotPublished =
  'Your payment is recorded, but your site could not be published just now. Please try again in a moment.';

/**
 * Orders for the server's own price, a signature check on every payment, and publishing once an
 * order is paid. Settling is idempotent: the browser's verify and the webhook may both arrive.
 */
export function createPaymentsService({
  orders,
  portfolios,
  provider,
  publisher,
  pricePaise,
  listPricePaise,
  checkout,
}: Deps) {
  async function settle(order: OrderRow, paymentId: string): Promise<string> {
    let paidNow = false;
    if (order.status !== 'paid') {
      try {
        paidNow = await orders.markPaid(order.id, paymentId, new Date().toISOString());
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError(409, 'This payment was already used for another order.');
        throw error;
      }
    }
    if (!paidNow) {
      const current = await orders.find(order.id);
      if (current?.payment_id !== paymentId) {
        throw new AppError(409, 'This order was already paid with another payment.');
      }
    }
    try {
      return await publisher.publish(order.portfolio_id);
    } catch (error) {
      // Verifying again (or Razorpay's next webhook delivery) publishes it: settling is idempotent.
      throw new AppError(503, paidNotPublished, undefined, { cause: error });
    }
  }

  async function ownOrder(userId: string, orderId: string): Promise<OrderRow> {
    const order = await orders.find(orderId);
    if (!order || order.user_id !== userId) throw new AppError(404, orderNotFound);
    return order;
  }

  return {
    /** What every screen shows: the price an order charges now, and the list price if any. */
    price: (): PriceInfo => ({ amount: pricePaise, currency: 'INR', listAmount: listPricePaise ?? null }),

    async createOrder(userId: string, hostingName: string): Promise<CreatedOrder> {
      const portfolio = await portfolios.findOwnedByHostingName(userId, hostingName);
      if (!portfolio) throw new AppError(404, 'Portfolio not found.');
      if (portfolio.status === 'live') throw new AppError(409, 'This portfolio is already live.');
      const order = await provider.createOrder({
        amount: pricePaise,
        currency: 'INR',
        receipt: portfolio.id,
        notes: { hostingName },
      });
      await orders.insert({
        id: order.id,
        user_id: userId,
        portfolio_id: portfolio.id,
        hosting_name: hostingName,
        provider: provider.name,
        amount: order.amount,
        currency: order.currency,
        status: 'created',
        created_at: new Date().toISOString(),
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
      if (order.status === 'paid') throw new AppError(409, 'This order is already paid.');
      const paymentId = newSandboxPaymentId();
      return {
        razorpay_order_id: order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: provider.sign(order.id, paymentId),
      };
    },

    async verify(userId: string, payment: SignedPayment & { hostingName: string }): Promise<string> {
      const order = await ownOrder(userId, payment.razorpay_order_id);
      if (order.hosting_name !== payment.hostingName) {
        throw new AppError(400, 'This payment is for another portfolio.');
      }
      const expected = provider.sign(order.id, payment.razorpay_payment_id);
      if (!signaturesMatch(expected, payment.razorpay_signature)) {
        throw new AppError(400, 'Payment verification failed: the signature does not match.');
      }
      return settle(order, payment.razorpay_payment_id);
    },

    /** A verified webhook's payment: publishes its order's portfolio; unknown orders are ignored. */
    async settleFromWebhook(orderId: string, paymentId: string): Promise<'settled' | 'unknown-order'> {
      const order = await orders.find(orderId);
      if (!order) return 'unknown-order';
      await settle(order, paymentId);
      return 'settled';
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
