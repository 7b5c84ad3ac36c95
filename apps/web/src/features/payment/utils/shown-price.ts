import type { PriceInfo } from '@portfolio/shared/payment';
import type { ShownPrice } from '../../../components/price-tag.tsx';
import { formatAmount } from '../../../lib/format-amount.ts';

/** The server's price as every screen shows it (docs/design.md deviation 8). */
export function shownPrice({ amount, currency, listAmount }: PriceInfo): ShownPrice {
  if (listAmount === null || listAmount <= amount) return { amount: formatAmount(amount, currency) };
  return {
    amount: formatAmount(amount, currency),
    listAmount: formatAmount(listAmount, currency),
    percentOff: Math.floor(((listAmount - amount) / listAmount) * 100),
  };
}
