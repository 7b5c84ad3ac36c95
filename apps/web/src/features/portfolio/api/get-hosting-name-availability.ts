import type { HostingNameCheck } from '@portfolio/shared/portfolio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Whether a new portfolio can take this hosting name, with the reason when it cannot. */
export async function getHostingNameAvailability(
  name: string,
  signal?: AbortSignal,
): Promise<HostingNameCheck> {
  const response = await apiClient.call('hostingNameAvailability', { params: { name }, signal });
  if (!response.data) throw new Error('The availability answer had no data.');
  return response.data;
}

export function getHostingNameAvailabilityQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['portfolios', 'hosting-name', name] as const,
    queryFn: ({ signal }) => getHostingNameAvailability(name, signal),
    // Someone else may take a free name at any moment: a short memory only spares repeat typing.
    staleTime: 10_000,
  });
}

export function useHostingNameAvailability(name: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getHostingNameAvailabilityQueryOptions(name), enabled });
}
