import type { ApiResponse } from '@portfolio/shared/api';
import type { BodyIn } from '@portfolio/shared/api-routes';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { inboxQueryKey } from './get-inbox.ts';

type MarkMessageReadInput = BodyIn<'siteMessageRead'>;

export function markMessageRead(input: MarkMessageReadInput): Promise<ApiResponse> {
  return apiClient.call('siteMessageRead', { body: input });
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
