import type { PriceInfo } from '@portfolio/shared/payment';
import type { ShownPrice } from '../../../components/price-tag.tsx';

/** The server's price as every screen shows it (docs/design.md deviation 8), formatted by the server. */
export function shownPrice({ amount, listAmount, shown }: PriceInfo): ShownPrice {
  if (listAmount === null || shown.listAmount === null || listAmount <= amount)
    return { amount: shown.amount };
  return {
    amount: shown.amount,
    listAmount: shown.listAmount,
    percentOff: Math.floor(((listAmount - amount) / listAmount) * 100),
  };
}
