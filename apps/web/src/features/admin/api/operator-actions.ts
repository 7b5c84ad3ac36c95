import type { ApiResponse } from '@portfolio/shared/api';
import type { BodyIn } from '@portfolio/shared/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** An administrator's action: on success every admin list is loaded afresh (statuses changed). */
function useAdminAction<Input>(action: (input: Input) => Promise<ApiResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useTakeDown = () =>
  useAdminAction((body: BodyIn<'adminTakedown'>) => apiClient.call('adminTakedown', { body }));
export const useRestore = () =>
  useAdminAction((body: BodyIn<'adminRestore'>) => apiClient.call('adminRestore', { body }));
export const useResolveReport = () =>
  useAdminAction((body: BodyIn<'adminResolveReport'>) => apiClient.call('adminResolveReport', { body }));
