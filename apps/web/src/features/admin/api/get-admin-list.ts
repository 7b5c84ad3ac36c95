import type { AdminPage } from '@portfolio/shared/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type QueryParams } from '../../../lib/api-client.ts';
import { retryListLoad } from '../utils/list-retry.ts';

/** One page of an admin list at `path` (the page from 0, as the API counts), with its filters. */
export async function getAdminList<Page = AdminPage<never>>(
  path: string,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<Page> {
  const response = await apiClient.get<Page>(path, { params, signal });
  if (!response.data) throw new Error('The server answered without the list.');
  return response.data;
}

export function adminListQueryOptions<Page>(path: string, params: QueryParams) {
  return queryOptions({
    queryKey: ['admin', path, params] as const,
    queryFn: ({ signal }) => getAdminList<Page>(path, params, signal),
    retry: retryListLoad,
  });
}

/** One page of an admin list; the page shown stays until the next one arrives. */
export function useAdminList<Page>(path: string, params: QueryParams) {
  return useQuery({ ...adminListQueryOptions<Page>(path, params), placeholderData: keepPreviousData });
}
