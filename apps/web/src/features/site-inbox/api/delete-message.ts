import type { ApiResponse } from '@portfolio/shared/api';
import type { BodyIn } from '@portfolio/shared/api-routes';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { inboxQueryKey } from './get-inbox.ts';

type DeleteMessageInput = BodyIn<'siteMessageDelete'>;

/** Deletes a message for good. */
export function deleteMessage(input: DeleteMessageInput): Promise<ApiResponse> {
  return apiClient.call('siteMessageDelete', { body: input });
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
