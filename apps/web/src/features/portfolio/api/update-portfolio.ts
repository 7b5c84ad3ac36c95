import type { ApiResponse } from '@portfolio/shared/api';
import type { PortfolioContent, PortfolioDetail } from '@portfolio/shared/portfolio';
import type { TemplateId } from '@portfolio/shared/templates';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { portfolioFormData } from '../utils/portfolio-form-data.ts';
import { getPortfoliosQueryOptions } from './get-portfolios.ts';

/** The hosting name must be the portfolio's own; without a new cover file the old one is kept. */
export type UpdatePortfolioInput = {
  id: string;
  hostingName: string;
  content: PortfolioContent;
  coverImage: File | null;
  templateId: TemplateId;
  /** A new photo; without one the current photo is kept, unless `removePhoto`. */
  photo: File | null;
  removePhoto: boolean;
};

export function updatePortfolio(input: UpdatePortfolioInput): Promise<ApiResponse<PortfolioDetail>> {
  return apiClient.call('updatePortfolio', { body: portfolioFormData(input) });
}

type UpdatePortfolioOptions = Omit<
  UseMutationOptions<ApiResponse<PortfolioDetail>, Error, UpdatePortfolioInput>,
  'mutationFn'
>;

export function useUpdatePortfolio(options: UpdatePortfolioOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updatePortfolio,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: getPortfoliosQueryOptions().queryKey });
      return options.onSuccess?.(...args);
    },
  });
}
