import type { ApiResponse } from '@portfolio/shared/api';
import type { BodyIn } from '@portfolio/shared/api-routes';
import { type ActionOptions, useAction } from '../../../hooks/use-action.ts';
import { apiClient } from '../../../lib/api-client.ts';

type SubscribeToNotificationsInput = BodyIn<'notificationEmail'>;

/** Signs an address up for the "new templates" e-mail (the home page's Notify box). */
export function subscribeToNotifications(input: SubscribeToNotificationsInput): Promise<ApiResponse> {
  return apiClient.call('notificationEmail', { body: input });
}

/** Sent from a public page, which loads no query library (hooks/use-action.ts). */
export function useSubscribeToNotifications(
  options: ActionOptions<SubscribeToNotificationsInput, ApiResponse> = {},
) {
  return useAction(subscribeToNotifications, options);
}
