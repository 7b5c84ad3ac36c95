import type { ApiResponse } from '@portfolio/shared/api';
import type { BodyIn } from '@portfolio/shared/api-routes';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

type SiteOptionsInput = BodyIn<'siteOptions'>;

/** Turns the site's 'Contact me' form on or off; a live site is published again at once. */
export function setContactForm(input: SiteOptionsInput): Promise<ApiResponse> {
  return apiClient.call('siteOptions', { body: input });
}

type SetContactFormOptions = Omit<UseMutationOptions<ApiResponse, Error, SiteOptionsInput>, 'mutationFn'>;

export function useSetContactForm(options: SetContactFormOptions = {}) {
  return useMutation({ ...options, mutationFn: setContactForm });
}
