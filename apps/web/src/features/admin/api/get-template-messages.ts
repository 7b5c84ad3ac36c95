import type { AdminPage, AdminTemplateRow } from '@portfolio/shared/admin';
import { apiPaths } from '@portfolio/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { retryListLoad } from '../utils/list-retry.ts';

/** `page` counts from 0, as the API does. */
export type GetTemplateMessagesInput = { page: number; limit: number };

export async function getTemplateMessages(
  input: GetTemplateMessagesInput,
  signal?: AbortSignal,
): Promise<AdminPage<AdminTemplateRow>> {
  const response = await apiClient.get<AdminPage<AdminTemplateRow>>(apiPaths.adminTemplateMessages, {
    params: input,
    signal,
  });
  if (!response.data) throw new Error('The server answered without the list.');
  return response.data;
}

export function getTemplateMessagesQueryOptions(input: GetTemplateMessagesInput) {
  return queryOptions({
    queryKey: ['admin', 'template-messages', input] as const,
    queryFn: ({ signal }) => getTemplateMessages(input, signal),
    retry: retryListLoad,
  });
}

/** One page of template e-mail requests; the page shown stays until the next one arrives. */
export function useTemplateMessages(input: GetTemplateMessagesInput) {
  return useQuery({ ...getTemplateMessagesQueryOptions(input), placeholderData: keepPreviousData });
}
