import { apiPaths } from '@portfolio/shared/api';
import type { PriceInfo } from '@portfolio/shared/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceState } from '../../../components/price-tag.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { shownPrice } from '../utils/shown-price.ts';

/** What an order charges now and the list price, from the server's PRICE_PAISE (public). */
export async function getPrice(signal?: AbortSignal): Promise<PriceInfo> {
  const response = await apiClient.get<PriceInfo>(apiPaths.price, { signal });
  if (!response.data) throw new Error('The server answered without the price.');
  return response.data;
}

/** The price changes only with the server's configuration: asked for once per visit. */
export function getPriceQueryOptions() {
  return queryOptions({
    queryKey: ['payment', 'price'] as const,
    queryFn: ({ signal }) => getPrice(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The one price every screen shows, formatted, with its loading and failed states. */
export function useShownPrice(): PriceState {
  const price = useQuery({ ...getPriceQueryOptions(), select: shownPrice });
  // A prerendered page was built without the price: hydrate it as built, then show the price.
  const hydrated = useHydrated();
  if (!hydrated) return 'loading';
  if (price.data) return price.data;
  return price.isError ? 'unavailable' : 'loading';
}
