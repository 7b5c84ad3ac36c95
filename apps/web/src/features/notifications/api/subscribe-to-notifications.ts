import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import { type ActionOptions, useAction } from '../../../hooks/use-action.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type SubscribeToNotificationsInput = { email: string };

/** Signs an address up for the "new templates" e-mail (the home page's Notify box). */
export function subscribeToNotifications(input: SubscribeToNotificationsInput): Promise<ApiResponse> {
  return apiClient.post(apiPaths.notificationEmail, input);
}

/** Sent from a public page, which loads no query library (hooks/use-action.ts). */
export function useSubscribeToNotifications(
  options: ActionOptions<SubscribeToNotificationsInput, ApiResponse> = {},
) {
  return useAction(subscribeToNotifications, options);
}
