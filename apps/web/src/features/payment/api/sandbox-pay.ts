import type { BodyIn } from '@portfolio/shared/api-routes';
import type { SignedPayment } from '@portfolio/shared/payment';
import { apiClient } from '../../../lib/api-client.ts';

/** Pays or declines a sandbox order; a decline is a 402 with the server's message. */
export async function sandboxPay(input: BodyIn<'sandboxPay'>): Promise<SignedPayment> {
  const response = await apiClient.call('sandboxPay', { body: input });
  if (!response.data) throw new Error('The sandbox payment was not returned.');
  return response.data;
}
