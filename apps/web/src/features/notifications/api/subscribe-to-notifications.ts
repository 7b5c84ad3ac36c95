import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type SubscribeToNotificationsInput = { email: string };

/** Signs an address up for the "new templates" e-mail (the home page's Notify box). */
export function subscribeToNotifications(input: SubscribeToNotificationsInput): Promise<ApiResponse> {
  return apiClient.post(apiPaths.notificationEmail, input);
}

type SubscribeToNotificationsOptions = Omit<
  UseMutationOptions<ApiResponse, Error, SubscribeToNotificationsInput>,
  'mutationFn'
>;

export function useSubscribeToNotifications(options: SubscribeToNotificationsOptions = {}) {
  return useMutation({ ...options, mutationFn: subscribeToNotifications });
}
