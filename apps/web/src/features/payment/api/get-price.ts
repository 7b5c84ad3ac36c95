import type { PriceInfo } from '@portfolio/shared/payment';
import { useMemo } from 'react';
import type { PriceState } from '../../../components/price-tag.tsx';
import { apiClient } from '../../../lib/api-client.ts';
import { createRemoteValue, type RemoteState, useRemoteValue } from '../../../lib/remote-value.ts';
import { shownPrice } from '../utils/shown-price.ts';

/** What an order charges now and the list price, from the server's PRICE_PAISE (public). */
export async function getPrice(): Promise<PriceInfo> {
  const response = await apiClient.call('price');
  if (!response.data) throw new Error('The server answered without the price.');
  return response.data;
}

/** The price changes only with the server's configuration: asked for once per visit. */
const price = createRemoteValue(getPrice);

const unknown: RemoteState<PriceInfo> = { status: 'pending', data: undefined, error: undefined };

/**
 * The one price every screen shows, formatted, with its loading and failed states. A prerendered page
 * was built without the price: it hydrates as built ('loading'), then shows the price.
 */
export function useShownPrice(): PriceState {
  const state = useRemoteValue(price, unknown);
  return useMemo(() => {
    if (state.status === 'success') return shownPrice(state.data);
    return state.status === 'error' ? 'unavailable' : 'loading';
  }, [state]);
}
