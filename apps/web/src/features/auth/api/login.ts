import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type LoginInput = { email: string };

/** Asks the server to mail a sign-in code to an existing account. */
export function login(input: LoginInput): Promise<ApiResponse> {
  return apiClient.post(apiPaths.login, input);
}

type LoginOptions = Omit<UseMutationOptions<ApiResponse, Error, LoginInput>, 'mutationFn'>;

export function useLogin(options: LoginOptions = {}) {
  return useMutation({ ...options, mutationFn: login });
}
