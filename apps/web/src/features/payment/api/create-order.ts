import type { CreatedOrder } from '@portfolio/shared/payment';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * `amount` is the spec's 99; the server charges its own price and says which in the order (the route
 * table types `amount` as unknown: the server ignores it).
 */
export type CreateOrderInput = { amount: number; hostingName: string };

export async function createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
  const response = await apiClient.call('createOrder', { body: input });
  if (!response.data) throw new Error('The payment order was not returned.');
  return response.data;
}
