import { operatorTexts } from '@portfolio/shared/operator';
import type { CreatedOrder } from '@portfolio/shared/payment';
import type { OrderRow } from '../../db/schema.ts';
import { isoNow } from '../../lib/clock.ts';
import { ConflictError, NotFoundError } from '../../lib/domain-errors.ts';
import { ORDER_CURRENCY, type PaymentsDeps } from './deps.ts';

type OrderDeps = Pick<
  PaymentsDeps,
  'orders' | 'portfolios' | 'provider' | 'pricePaise' | 'checkout' | 'clock'
> & {
  /** Runs the order lookups of one portfolio one at a time. */
  onePerPortfolio: (portfolioId: string, run: () => Promise<OrderRow>) => Promise<OrderRow>;
};

/**
 * The portfolio's open order, or a new one for the current price: a second tab or a second
 * click pays the same order, so one portfolio is not charged twice.
 */
export async function createOrder(
  deps: OrderDeps,
  userId: string,
  hostingName: string,
): Promise<CreatedOrder> {
  const { orders, provider } = deps;
  const portfolio = await deps.portfolios.findOwnedByHostingName(userId, hostingName);
  if (!portfolio) throw new NotFoundError('Portfolio not found.');
  if (portfolio.status === 'live') throw new ConflictError('This portfolio is already live.');
  if (portfolio.status === 'offline') {
    throw new ConflictError('This portfolio is paid for: put it back online from your portfolios.');
  }
  if (portfolio.status === 'taken_down') throw new ConflictError(operatorTexts.ownerCannotPublish);
  const order = await deps.onePerPortfolio(portfolio.id, async () => {
    const open = await orders.findOpen(portfolio.id);
    if (open && open.provider === provider.name) return open;
    return newOrder(deps, userId, portfolio.id, hostingName);
  });
  return {
    id: order.id,
    amount: order.amount,
    currency: order.currency,
    provider: provider.name,
    displayName: 'Portfolio Maker',
    ...deps.checkout,
  };
}

/** An order made with the provider for the current price, and recorded. */
async function newOrder(
  { orders, provider, pricePaise, clock }: OrderDeps,
  userId: string,
  portfolioId: string,
  hostingName: string,
): Promise<OrderRow> {
  const made = await provider.createOrder({
    amount: pricePaise,
    currency: ORDER_CURRENCY,
    receipt: portfolioId,
    notes: { hostingName },
  });
  const row = {
    id: made.id,
    user_id: userId,
    portfolio_id: portfolioId,
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
}
