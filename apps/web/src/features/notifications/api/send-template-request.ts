import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import { type ActionOptions, useAction } from '../../../hooks/use-action.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type SendTemplateRequestInput = { emailText: string };

/** Asks for the template by e-mail (the /templates box); the server adds the signed-in sender. */
export function sendTemplateRequest(input: SendTemplateRequestInput): Promise<ApiResponse> {
  return apiClient.post(apiPaths.sendTemplate, input);
}

/** Sent from a public page, which loads no query library (hooks/use-action.ts). */
export function useSendTemplateRequest(options: ActionOptions<SendTemplateRequestInput, ApiResponse> = {}) {
  return useAction(sendTemplateRequest, options);
}
