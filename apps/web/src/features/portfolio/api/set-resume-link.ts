import type { ApiResponse } from '@portfolio/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { getPortfoliosQueryOptions } from './get-portfolios.ts';

/** The one site option this switch sets (the route takes `contactForm` too). */
type SetResumeLinkInput = { portfolioId: string; resumeLink: boolean };

/** Turns the live site's 'Download CV' link on or off (the site options route); a live site is re-published. */
export function setResumeLink(input: SetResumeLinkInput): Promise<ApiResponse> {
  return apiClient.call('siteOptions', { body: input });
}

export function useSetResumeLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setResumeLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getPortfoliosQueryOptions().queryKey }),
  });
}
