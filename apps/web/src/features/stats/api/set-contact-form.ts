import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import type { SiteOptionsInput } from '@portfolio/shared/site-messages';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Turns the site's 'Contact me' form on or off; a live site is published again at once. */
export function setContactForm(input: SiteOptionsInput): Promise<ApiResponse> {
  return apiClient.post(apiPaths.siteOptions, input);
}

type SetContactFormOptions = Omit<UseMutationOptions<ApiResponse, Error, SiteOptionsInput>, 'mutationFn'>;

export function useSetContactForm(options: SetContactFormOptions = {}) {
  return useMutation({ ...options, mutationFn: setContactForm });
}
