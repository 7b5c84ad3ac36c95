import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import { hashKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { getUserQueryOptions } from './get-user.ts';

/** Ends the session on the server, which clears the cookies. */
export function logout(): Promise<ApiResponse> {
  return apiClient.post(apiPaths.logout);
}

type LogoutOptions = Omit<UseMutationOptions<ApiResponse, Error, void>, 'mutationFn'>;

/** On success the user is null and every other cached answer (it belonged to that user) is dropped. */
export function useLogout({ onSuccess, ...options }: LogoutOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: logout,
    onSuccess: (...args) => {
      const { queryKey } = getUserQueryOptions();
      const userQueryHash = hashKey(queryKey);
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== userQueryHash });
      queryClient.setQueryData(queryKey, null);
      return onSuccess?.(...args);
    },
  });
}
