import type { AdminPage, AdminUserRow } from '@portfolio/shared/admin';
import { apiPaths } from '@portfolio/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { retryListLoad } from '../utils/list-retry.ts';

/** `page` counts from 0, as the API does. */
export type GetAdminUsersInput = { page: number; limit: number };

export async function getAdminUsers(
  input: GetAdminUsersInput,
  signal?: AbortSignal,
): Promise<AdminPage<AdminUserRow>> {
  const response = await apiClient.get<AdminPage<AdminUserRow>>(apiPaths.adminUserList, {
    params: input,
    signal,
  });
  if (!response.data) throw new Error('The server answered without the list.');
  return response.data;
}

export function getAdminUsersQueryOptions(input: GetAdminUsersInput) {
  return queryOptions({
    queryKey: ['admin', 'users', input] as const,
    queryFn: ({ signal }) => getAdminUsers(input, signal),
    retry: retryListLoad,
  });
}

/** One page of users; the page shown stays until the next one arrives. */
export function useAdminUsers(input: GetAdminUsersInput) {
  return useQuery({ ...getAdminUsersQueryOptions(input), placeholderData: keepPreviousData });
}
