import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import type { User } from '@portfolio/shared/auth';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshUser, setUser } from './get-user.ts';

export type RegisterUserInput = {
  formData: { userName: string; fullName: string; email: string; password: string };
  otp: string;
};

/** Creates the account with the mailed code; the server signs the new user in. */
export function registerUser(input: RegisterUserInput): Promise<ApiResponse<User>> {
  return apiClient.post<User>(apiPaths.registerUser, input);
}

type RegisterUserOptions = Omit<
  UseMutationOptions<ApiResponse<User>, Error, RegisterUserInput>,
  'mutationFn'
>;

export function useRegisterUser({ onSuccess, ...options }: RegisterUserOptions = {}) {
  return useMutation({
    ...options,
    mutationFn: registerUser,
    onSuccess: async (...args) => {
      const [response] = args;
      if (response.data) setUser(response.data);
      else await refreshUser();
      return onSuccess?.(...args);
    },
  });
}
