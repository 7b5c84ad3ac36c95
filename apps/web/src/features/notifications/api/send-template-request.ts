import type { ApiResponse } from '@portfolio/shared/api';
import type { BodyIn } from '@portfolio/shared/api-routes';
import { type ActionOptions, useAction } from '../../../hooks/use-action.ts';
import { apiClient } from '../../../lib/api-client.ts';

type SendTemplateRequestInput = BodyIn<'sendTemplate'>;

/** Asks for the template by e-mail (the /templates box); the server adds the signed-in sender. */
export function sendTemplateRequest(input: SendTemplateRequestInput): Promise<ApiResponse> {
  return apiClient.call('sendTemplate', { body: input });
}

/** Sent from a public page, which loads no query library (hooks/use-action.ts). */
export function useSendTemplateRequest(options: ActionOptions<SendTemplateRequestInput, ApiResponse> = {}) {
  return useAction(sendTemplateRequest, options);
}
