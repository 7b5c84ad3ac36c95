import type { AdminNotificationRow, AdminPage } from '@portfolio/shared/admin';
import { apiPaths } from '@portfolio/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { retryListLoad } from '../utils/list-retry.ts';

/** `page` counts from 0, as the API does. */
export type GetNotificationEmailsInput = { page: number; limit: number };

export async function getNotificationEmails(
  input: GetNotificationEmailsInput,
  signal?: AbortSignal,
): Promise<AdminPage<AdminNotificationRow>> {
  const response = await apiClient.get<AdminPage<AdminNotificationRow>>(apiPaths.adminNotificationEmails, {
    params: input,
    signal,
  });
  if (!response.data) throw new Error('The server answered without the list.');
  return response.data;
}

export function getNotificationEmailsQueryOptions(input: GetNotificationEmailsInput) {
  return queryOptions({
    queryKey: ['admin', 'notification-emails', input] as const,
    queryFn: ({ signal }) => getNotificationEmails(input, signal),
    retry: retryListLoad,
  });
}

/** One page of notify-me sign-ups; the page shown stays until the next one arrives. */
export function useNotificationEmails(input: GetNotificationEmailsInput) {
  return useQuery({ ...getNotificationEmailsQueryOptions(input), placeholderData: keepPreviousData });
}
