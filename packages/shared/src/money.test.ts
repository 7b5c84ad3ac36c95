import { describe, expect, it } from 'vitest';
import { formatAmount } from './money.ts';

describe('formatAmount', () => {
  it('shows whole rupees without decimals and paise with two', () => {
    expect(formatAmount(9900, 'INR')).toBe('₹99');
    expect(formatAmount(9950, 'INR')).toBe('₹99.50');
    expect(formatAmount(19_900_00, 'INR')).toBe('₹19,900');
  });
});
