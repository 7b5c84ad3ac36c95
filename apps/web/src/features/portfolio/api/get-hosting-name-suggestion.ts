import type { HostingNameSuggestion } from '@portfolio/shared/hosting-name-suggestion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** A free hosting name made from a full name, with the address its site would have. */
export async function getHostingNameSuggestion(
  fullName: string,
  signal?: AbortSignal,
): Promise<HostingNameSuggestion> {
  const response = await apiClient.call('hostingNameSuggestion', { query: { name: fullName }, signal });
  if (!response.data) throw new Error('The suggestion answer had no data.');
  return response.data;
}

export function getHostingNameSuggestionQueryOptions(fullName: string) {
  return queryOptions({
    queryKey: ['portfolios', 'hosting-name-suggestion', fullName] as const,
    queryFn: ({ signal }) => getHostingNameSuggestion(fullName, signal),
    // As the availability: a free name may be taken at any moment, a short memory spares repeat typing.
    staleTime: 10_000,
  });
}

export function useHostingNameSuggestion(fullName: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getHostingNameSuggestionQueryOptions(fullName), enabled });
}
