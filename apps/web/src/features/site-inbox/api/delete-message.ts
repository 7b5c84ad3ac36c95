import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { inboxQueryKey } from './get-inbox.ts';

export type DeleteMessageInput = { id: string };

/** Deletes a message for good. */
export function deleteMessage(input: DeleteMessageInput): Promise<ApiResponse> {
  return apiClient.post(apiPaths.siteMessageDelete, input);
}

type DeleteMessageOptions = Omit<UseMutationOptions<ApiResponse, Error, DeleteMessageInput>, 'mutationFn'>;

export function useDeleteMessage(options: DeleteMessageOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: deleteMessage,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: inboxQueryKey });
      await options.onSuccess?.(...args);
    },
  });
}
