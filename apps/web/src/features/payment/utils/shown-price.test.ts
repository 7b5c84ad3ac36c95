import { describe, expect, it } from 'vitest';
import { shownPrice } from './shown-price.ts';

describe('shownPrice', () => {
  it('shows the default ₹99 against ₹399 as 75% off', () => {
    expect(shownPrice({ amount: 9900, currency: 'INR', listAmount: 39900 })).toEqual({
      amount: '₹99',
      listAmount: '₹399',
      percentOff: 75,
    });
  });

  it('rounds the saving down, never overstating it', () => {
    expect(shownPrice({ amount: 12900, currency: 'INR', listAmount: 42900 }).percentOff).toBe(69);
  });

  it('shows the price alone without a list price above it', () => {
    expect(shownPrice({ amount: 14950, currency: 'INR', listAmount: null })).toEqual({ amount: '₹149.50' });
    expect(shownPrice({ amount: 9900, currency: 'INR', listAmount: 9900 })).toEqual({ amount: '₹99' });
  });
});
