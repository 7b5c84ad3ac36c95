import type { ApiResponse } from '@portfolio/shared/api';
import type { BodyIn } from '@portfolio/shared/api-routes';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

type DeleteAccountInput = BodyIn<'accountDelete'>;

/** Deletes the account and everything in it with the mailed code; the server ends the session. */
export function deleteAccount(input: DeleteAccountInput): Promise<ApiResponse> {
  return apiClient.call('accountDelete', { body: input });
}

type DeleteAccountOptions = Omit<UseMutationOptions<ApiResponse, Error, DeleteAccountInput>, 'mutationFn'>;

export function useDeleteAccount(options: DeleteAccountOptions = {}) {
  return useMutation({ ...options, mutationFn: deleteAccount });
}
