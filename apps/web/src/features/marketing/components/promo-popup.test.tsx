// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShownPrice } from '../../../components/price-tag.tsx';
import { PROMO_SEEN_KEY, PromoPopup } from './promo-popup.tsx';

const price: ShownPrice = { amount: '₹99' };

describe('PromoPopup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never opens the offer over the pages of someone signed in, even at its last chance', async () => {
    render(<PromoPopup price={price} isSignedIn={() => true} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(25_000);
    });
    expect(sessionStorage.getItem(PROMO_SEEN_KEY)).toBeNull();
  });

  it('opens it for a visitor who is not signed in, once', async () => {
    render(<PromoPopup price={price} isSignedIn={() => false} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(sessionStorage.getItem(PROMO_SEEN_KEY)).toBe('1');
  });
});
