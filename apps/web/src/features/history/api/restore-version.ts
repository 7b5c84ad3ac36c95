import type { ApiResponse } from '@portfolio/shared/api';
import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { VersionRef } from './get-version.ts';

/** Makes a saved version the portfolio again: itself a new version, so it can be undone. */
export function restoreVersion(ref: VersionRef): Promise<ApiResponse<PortfolioDetail>> {
  return apiClient.call('restoreVersion', { body: ref });
}

type RestoreVersionOptions = Omit<
  UseMutationOptions<ApiResponse<PortfolioDetail>, Error, VersionRef>,
  'mutationFn'
>;

export function useRestoreVersion(options: RestoreVersionOptions = {}) {
  return useMutation({ ...options, mutationFn: restoreVersion });
}
