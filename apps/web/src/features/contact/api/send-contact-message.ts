import type { ApiResponse } from '@portfolio/shared/api';
import type { BodyIn } from '@portfolio/shared/api-routes';
import { type ActionOptions, useAction } from '../../../hooks/use-action.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type SendContactMessageInput = BodyIn<'contactMessage'>;

export function sendContactMessage(input: SendContactMessageInput): Promise<ApiResponse> {
  return apiClient.call('contactMessage', { body: input });
}

/** Sent from a public page, which loads no query library (hooks/use-action.ts). */
export function useSendContactMessage(options: ActionOptions<SendContactMessageInput, ApiResponse> = {}) {
  return useAction(sendContactMessage, options);
}
