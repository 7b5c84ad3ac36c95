import { apiPaths } from '@portfolio/shared/api';
import type { SignedPayment } from '@portfolio/shared/payment';
import { apiClient } from '../../../lib/api-client.ts';

export type SandboxPayInput = { orderId: string; outcome: 'success' | 'failure' };

/** Pays or declines a sandbox order; a decline is a 402 with the server's message. */
export async function sandboxPay(input: SandboxPayInput): Promise<SignedPayment> {
  const response = await apiClient.post<SignedPayment>(apiPaths.sandboxPay, input);
  if (!response.data) throw new Error('The sandbox payment was not returned.');
  return response.data;
}
