import type { ApiResponse } from '@portfolio/shared/api';
import type { CodeSent } from '@portfolio/shared/auth';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Mails the signed-in user the one-time code that confirms deleting the account. */
export function requestDeletionCode(): Promise<ApiResponse<CodeSent>> {
  return apiClient.call('accountDeletionCode');
}

type RequestDeletionCodeOptions = Omit<UseMutationOptions<ApiResponse<CodeSent>, Error, void>, 'mutationFn'>;

export function useRequestDeletionCode(options: RequestDeletionCodeOptions = {}) {
  return useMutation({ ...options, mutationFn: requestDeletionCode });
}
