import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type DeleteAccountInput = { otp: string };

/** Deletes the account and everything in it with the mailed code; the server ends the session. */
export function deleteAccount(input: DeleteAccountInput): Promise<ApiResponse> {
  return apiClient.post(apiPaths.accountDelete, input);
}

type DeleteAccountOptions = Omit<UseMutationOptions<ApiResponse, Error, DeleteAccountInput>, 'mutationFn'>;

export function useDeleteAccount(options: DeleteAccountOptions = {}) {
  return useMutation({ ...options, mutationFn: deleteAccount });
}
