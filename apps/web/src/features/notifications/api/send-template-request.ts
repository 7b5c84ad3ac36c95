import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type SendTemplateRequestInput = { emailText: string };

/** Asks for the template by e-mail (the /templates box); the server adds the signed-in sender. */
export function sendTemplateRequest(input: SendTemplateRequestInput): Promise<ApiResponse> {
  return apiClient.post(apiPaths.sendTemplate, input);
}

type SendTemplateRequestOptions = Omit<
  UseMutationOptions<ApiResponse, Error, SendTemplateRequestInput>,
  'mutationFn'
>;

export function useSendTemplateRequest(options: SendTemplateRequestOptions = {}) {
  return useMutation({ ...options, mutationFn: sendTemplateRequest });
}
