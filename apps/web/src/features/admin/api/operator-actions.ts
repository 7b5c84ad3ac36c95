import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import type { ResolveReportInput, TakedownInput } from '@portfolio/shared/operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** An administrator's action: on success every admin list is loaded afresh (statuses changed). */
function useAdminAction<Input extends object>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input): Promise<ApiResponse> => apiClient.post(path, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useTakeDown = () => useAdminAction<TakedownInput>(apiPaths.adminTakedown);
export const useRestore = () => useAdminAction<TakedownInput>(apiPaths.adminRestore);
export const useResolveReport = () => useAdminAction<ResolveReportInput>(apiPaths.adminResolveReport);
