import type { ApiResponse } from '@portfolio/shared/api';
import type { BodyIn } from '@portfolio/shared/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function sendReport(input: BodyIn<'abuseReport'>): Promise<ApiResponse> {
  return apiClient.call('abuseReport', { body: input });
}

export const useSendReport = () => useMutation({ mutationFn: sendReport });
