import type { ApiResponse } from '@portfolio/shared/api';
import type { BodyIn } from '@portfolio/shared/api-routes';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** A paid portfolio is confirmed by its hosting name, typed again. */
type DeletePortfolioInput = BodyIn<'deletePortfolio'>;

/** Deletes a portfolio with its site, files and history; its orders stay, anonymous. */
export function deletePortfolio(input: DeletePortfolioInput): Promise<ApiResponse> {
  return apiClient.call('deletePortfolio', { body: input });
}

type DeletePortfolioOptions = Omit<
  UseMutationOptions<ApiResponse, Error, DeletePortfolioInput>,
  'mutationFn'
>;

export function useDeletePortfolio(options: DeletePortfolioOptions = {}) {
  return useMutation({ ...options, mutationFn: deletePortfolio });
}
