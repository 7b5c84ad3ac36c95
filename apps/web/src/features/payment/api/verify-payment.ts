import type { ApiResponse } from '@portfolio/shared/api';
import type { BodyIn, DataOf } from '@portfolio/shared/api-routes';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** docs/spec.md §3 Payment confirmation. */
type VerifyPaymentInput = BodyIn<'verifyPayment'>;

type VerifiedPayment = ApiResponse<DataOf<'verifyPayment'>>;

/** Checks the provider's signature on the server, which then publishes the portfolio. */
export function verifyPayment(input: VerifyPaymentInput): Promise<VerifiedPayment> {
  return apiClient.call('verifyPayment', { body: input });
}

type VerifyPaymentOptions = Omit<
  UseMutationOptions<VerifiedPayment, Error, VerifyPaymentInput>,
  'mutationFn'
>;

export function useVerifyPayment(options: VerifyPaymentOptions = {}) {
  return useMutation({ ...options, mutationFn: verifyPayment });
}
