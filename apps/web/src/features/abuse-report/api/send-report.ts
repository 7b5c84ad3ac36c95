import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import type { AbuseReportInput } from '@portfolio/shared/operator';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function sendReport(input: AbuseReportInput): Promise<ApiResponse> {
  return apiClient.post(apiPaths.abuseReport, input);
}

export const useSendReport = () => useMutation({ mutationFn: sendReport });
