import { formatAmount } from '@portfolio/shared/money';
import type { PriceInfo } from '@portfolio/shared/payment';
import { describe, expect, it } from 'vitest';
import { shownPrice } from './shown-price.ts';

/** The price as the server answers it (apps/server/src/modules/payments/service.ts). */
const price = (amount: number, listAmount: number | null): PriceInfo => ({
  amount,
  currency: 'INR',
  listAmount,
  shown: {
    amount: formatAmount(amount, 'INR'),
    listAmount: listAmount === null ? null : formatAmount(listAmount, 'INR'),
  },
});

describe('shownPrice', () => {
  it('shows the default ₹99 against ₹399 as 75% off', () => {
    expect(shownPrice(price(9900, 39900))).toEqual({ amount: '₹99', listAmount: '₹399', percentOff: 75 });
  });

  it('rounds the saving down, never overstating it', () => {
    expect(shownPrice(price(12900, 42900)).percentOff).toBe(69);
  });

  it('shows the price alone without a list price above it', () => {
    expect(shownPrice(price(14950, null))).toEqual({ amount: '₹149.50' });
    expect(shownPrice(price(9900, 9900))).toEqual({ amount: '₹99' });
  });
});
