import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { getPortfoliosQueryOptions } from './get-portfolios.ts';

export type SetResumeLinkInput = { portfolioId: string; resumeLink: boolean };

/** Turns the live site's 'Download CV' link on or off (the site options route); a live site is re-published. */
export function setResumeLink(input: SetResumeLinkInput): Promise<ApiResponse> {
  return apiClient.post(apiPaths.siteOptions, input);
}

export function useSetResumeLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setResumeLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getPortfoliosQueryOptions().queryKey }),
  });
}
