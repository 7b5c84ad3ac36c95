import type { EndpointName, MethodOf } from '@portfolio/shared/api';
import type { DataOf } from '@portfolio/shared/api-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type CallInput, type CallQuery } from '../../../lib/api-client.ts';
import { retryListLoad } from '../utils/list-retry.ts';

/** What an admin page reads: every admin endpoint that answers a GET with data (the lists, the metrics). */
export type AdminRead = {
  [K in EndpointName]: K extends `admin${string}`
    ? MethodOf<K> extends 'GET'
      ? DataOf<K> extends undefined
        ? never
        : K
      : never
    : never;
}[EndpointName];

/** One page of the admin list `name` (the page from 0, as the API counts), with its filters. */
export async function getAdminList<K extends AdminRead>(
  name: K,
  query: CallQuery<K>,
  signal?: AbortSignal,
): Promise<DataOf<K>> {
  // `call` types one endpoint at a time: for K, one of several, TypeScript cannot resolve its input.
  const response = await apiClient.call<AdminRead>(name, { query, signal } as CallInput<AdminRead>);
  if (!response.data) throw new Error('The server answered without the list.');
  return response.data as DataOf<K>;
}

export function adminListQueryOptions<K extends AdminRead>(name: K, query: CallQuery<K>) {
  return queryOptions({
    queryKey: ['admin', name, query] as const,
    queryFn: ({ signal }) => getAdminList(name, query, signal),
    retry: retryListLoad,
  });
}

/** One page of an admin list; the page shown stays until the next one arrives. */
export function useAdminList<K extends AdminRead>(name: K, query: CallQuery<K>) {
  return useQuery({ ...adminListQueryOptions(name, query), placeholderData: keepPreviousData });
}
