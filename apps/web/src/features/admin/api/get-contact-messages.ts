import type { AdminContactRow, AdminPage } from '@portfolio/shared/admin';
import { apiPaths } from '@portfolio/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { retryListLoad } from '../utils/list-retry.ts';

/** `page` counts from 0, as the API does. */
export type GetContactMessagesInput = { page: number; limit: number };

export async function getContactMessages(
  input: GetContactMessagesInput,
  signal?: AbortSignal,
): Promise<AdminPage<AdminContactRow>> {
  const response = await apiClient.get<AdminPage<AdminContactRow>>(apiPaths.adminContactMessages, {
    params: input,
    signal,
  });
  if (!response.data) throw new Error('The server answered without the list.');
  return response.data;
}

export function getContactMessagesQueryOptions(input: GetContactMessagesInput) {
  return queryOptions({
    queryKey: ['admin', 'contact-messages', input] as const,
    queryFn: ({ signal }) => getContactMessages(input, signal),
    retry: retryListLoad,
  });
}

/** One page of contact messages; the page shown stays until the next one arrives. */
export function useContactMessages(input: GetContactMessagesInput) {
  return useQuery({ ...getContactMessagesQueryOptions(input), placeholderData: keepPreviousData });
}
