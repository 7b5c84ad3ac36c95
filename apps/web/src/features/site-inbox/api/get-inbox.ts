import type { InboxPage } from '@portfolio/shared/site-messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** `page` counts from 0, as the API does. */
export type GetInboxInput = { portfolioId: string; page: number; limit: number };

/** One page of the messages sent through one of the user's sites, newest first. */
export async function getInbox(input: GetInboxInput, signal?: AbortSignal): Promise<InboxPage> {
  const response = await apiClient.call('siteMessages', { query: input, signal });
  if (!response.data) throw new Error('The server answered without the messages.');
  return response.data;
}

/** Every page of every site's inbox starts with this key: a change invalidates them all. */
export const inboxQueryKey = ['site-inbox'] as const;

export function getInboxQueryOptions(input: GetInboxInput) {
  return queryOptions({
    queryKey: [...inboxQueryKey, input.portfolioId, input.page, input.limit] as const,
    queryFn: ({ signal }) => getInbox(input, signal),
  });
}

/** One page of a site's inbox; the page shown stays until the next one arrives. */
export function useInbox(input: GetInboxInput) {
  return useQuery({ ...getInboxQueryOptions(input), placeholderData: keepPreviousData });
}
