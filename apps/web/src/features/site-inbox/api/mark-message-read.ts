import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { inboxQueryKey } from './get-inbox.ts';

export type MarkMessageReadInput = { id: string; read: boolean };

export function markMessageRead(input: MarkMessageReadInput): Promise<ApiResponse> {
  return apiClient.post(apiPaths.siteMessageRead, input);
}

type MarkMessageReadOptions = Omit<
  UseMutationOptions<ApiResponse, Error, MarkMessageReadInput>,
  'mutationFn' | 'onSettled'
>;

/** Marks a message read or unread; the inboxes (and their unread counts) are read again after. */
export function useMarkMessageRead(options: MarkMessageReadOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: markMessageRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxQueryKey }),
  });
}
