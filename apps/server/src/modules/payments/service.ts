import { formatAmount } from '@portfolio/shared/money';
import type { PriceInfo, SignedPayment } from '@portfolio/shared/payment';
import type { OrderRow } from '../../db/schema.ts';
import { createSerialRuns } from '../../lib/serial-runs.ts';
import { sandboxPay, settleFromWebhook, verifyPayment } from './checkout.ts';
import { createOrder } from './create-order.ts';
import { ORDER_CURRENCY, type PaymentsDeps } from './deps.ts';

export { ORDER_CURRENCY } from './deps.ts';

/**
 * Orders for the server's own price, one open order per portfolio, a signature check on every
 * payment, and publishing once an order is paid (see settle.ts).
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { pricePaise, listPricePaise } = deps;
  const orderDeps = { ...deps, onePerPortfolio: createSerialRuns<OrderRow>() };
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

  return {
    /** What every screen shows: the price an order charges now, and the list price if any. */
    price: (): PriceInfo => priceInfo,
    createOrder: (userId: string, hostingName: string) => createOrder(orderDeps, userId, hostingName),
    sandboxPay: (userId: string, orderId: string, outcome: 'success' | 'failure') =>
      sandboxPay(deps, userId, orderId, outcome),
    verify: (userId: string, payment: SignedPayment & { hostingName: string }) =>
      verifyPayment(deps, userId, payment),
    settleFromWebhook: (orderId: string, paymentId: string) => settleFromWebhook(deps, orderId, paymentId),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
