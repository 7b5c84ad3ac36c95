import type { ApiResponse } from '@portfolio/shared/api';
import type { BodyIn } from '@portfolio/shared/api-routes';
import type { CodeSent } from '@portfolio/shared/auth';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

type LoginInput = BodyIn<'login'>;

/** Asks the server to mail a sign-in code to an existing account; it says when to ask again. */
export function login(input: LoginInput): Promise<ApiResponse<CodeSent>> {
  return apiClient.call('login', { body: input });
}

type LoginOptions = Omit<UseMutationOptions<ApiResponse<CodeSent>, Error, LoginInput>, 'mutationFn'>;

export function useLogin(options: LoginOptions = {}) {
  return useMutation({ ...options, mutationFn: login });
}
