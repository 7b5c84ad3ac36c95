import type { AdminPage, AdminRefundRow } from '@portfolio/shared/admin';
import { apiPaths } from '@portfolio/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { retryListLoad } from '../utils/list-retry.ts';

/** `page` counts from 0, as the API does. */
export type GetRefundsInput = { page: number; limit: number };

export async function getRefunds(
  input: GetRefundsInput,
  signal?: AbortSignal,
): Promise<AdminPage<AdminRefundRow>> {
  const response = await apiClient.get<AdminPage<AdminRefundRow>>(apiPaths.adminRefunds, {
    params: input,
    signal,
  });
  if (!response.data) throw new Error('The server answered without the list.');
  return response.data;
}

export function getRefundsQueryOptions(input: GetRefundsInput) {
  return queryOptions({
    queryKey: ['admin', 'refunds', input] as const,
    queryFn: ({ signal }) => getRefunds(input, signal),
    retry: retryListLoad,
  });
}

/** One page of payments owed back; the page shown stays until the next one arrives. */
export function useRefunds(input: GetRefundsInput) {
  return useQuery({ ...getRefundsQueryOptions(input), placeholderData: keepPreviousData });
}
