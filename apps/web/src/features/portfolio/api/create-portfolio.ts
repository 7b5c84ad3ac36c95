import type { ApiResponse } from '@portfolio/shared/api';
import type { PortfolioContent, PortfolioDetail } from '@portfolio/shared/portfolio';
import type { TemplateId } from '@portfolio/shared/templates';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { portfolioFormData } from '../utils/portfolio-form-data.ts';
import { getPortfoliosQueryOptions } from './get-portfolios.ts';

export type CreatePortfolioInput = {
  hostingName: string;
  content: PortfolioContent;
  coverImage: File;
  templateId: TemplateId;
  photo: File | null;
};

/** Sends the new portfolio as multipart (docs/spec.md §7): the text fields, the lists as JSON, the cover file. */
export function createPortfolio(input: CreatePortfolioInput): Promise<ApiResponse<PortfolioDetail>> {
  return apiClient.call('createPortfolio', { body: portfolioFormData(input) });
}

type CreatePortfolioOptions = Omit<
  UseMutationOptions<ApiResponse<PortfolioDetail>, Error, CreatePortfolioInput>,
  'mutationFn'
>;

export function useCreatePortfolio(options: CreatePortfolioOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createPortfolio,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: getPortfoliosQueryOptions().queryKey });
      return options.onSuccess?.(...args);
    },
  });
}
