import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import type { ContactMessageInput } from '@portfolio/shared/contact';
import { type ActionOptions, useAction } from '../../../hooks/use-action.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type SendContactMessageInput = ContactMessageInput;

export function sendContactMessage(input: SendContactMessageInput): Promise<ApiResponse> {
  return apiClient.post(apiPaths.contactMessage, input);
}

/** Sent from a public page, which loads no query library (hooks/use-action.ts). */
export function useSendContactMessage(options: ActionOptions<SendContactMessageInput, ApiResponse> = {}) {
  return useAction(sendContactMessage, options);
}
