import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import type { CodeSent } from '@portfolio/shared/auth';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type LoginInput = { email: string };

/** Asks the server to mail a sign-in code to an existing account; it says when to ask again. */
export function login(input: LoginInput): Promise<ApiResponse<CodeSent>> {
  return apiClient.post<CodeSent>(apiPaths.login, input);
}

type LoginOptions = Omit<UseMutationOptions<ApiResponse<CodeSent>, Error, LoginInput>, 'mutationFn'>;

export function useLogin(options: LoginOptions = {}) {
  return useMutation({ ...options, mutationFn: login });
}
