import { type ApiResponse, apiPaths } from '@portfolio/shared/api';
import type { SignedPayment } from '@portfolio/shared/payment';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** docs/spec.md §3 Payment confirmation. */
export type VerifyPaymentInput = SignedPayment & { hostingName: string };

export type VerifiedPayment = { liveUrl: string };

/** Checks the provider's signature on the server, which then publishes the portfolio. */
export function verifyPayment(input: VerifyPaymentInput): Promise<ApiResponse<VerifiedPayment>> {
  return apiClient.post<VerifiedPayment>(apiPaths.verifyPayment, input);
}

type VerifyPaymentOptions = Omit<
  UseMutationOptions<ApiResponse<VerifiedPayment>, Error, VerifyPaymentInput>,
  'mutationFn'
>;

export function useVerifyPayment(options: VerifyPaymentOptions = {}) {
  return useMutation({ ...options, mutationFn: verifyPayment });
}
