import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import type { ContactMessageInput } from '@portfolio/shared/contact';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type SendContactMessageInput = ContactMessageInput;

export function sendContactMessage(input: SendContactMessageInput): Promise<ApiResponse> {
  return apiClient.post(apiPaths.contactMessage, input);
}

type SendContactMessageOptions = Omit<
  UseMutationOptions<ApiResponse, Error, SendContactMessageInput>,
  'mutationFn'
>;

export function useSendContactMessage(options: SendContactMessageOptions = {}) {
  return useMutation({ ...options, mutationFn: sendContactMessage });
}
