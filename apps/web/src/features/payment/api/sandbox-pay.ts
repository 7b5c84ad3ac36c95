import { apiClient } from '../../../lib/api-client.ts';

/** Not in the spec: the sandbox checkout's result, signed by the server (PAYMENT_PROVIDER=sandbox only). */
const SANDBOX_PAY_PATH = '/api/v1/payment/sandbox/pay';

export type SandboxPayInput = { orderId: string; outcome: 'success' | 'failure' };

/** What a card payment provider hands the page after a payment, to be verified by the server. */
export type SignedPayment = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

/** Pays or declines a sandbox order; a decline is a 402 with the server's message. */
export async function sandboxPay(input: SandboxPayInput): Promise<SignedPayment> {
  const response = await apiClient.post<SignedPayment>(SANDBOX_PAY_PATH, input);
  if (!response.data) throw new Error('The sandbox payment was not returned.');
  return response.data;
}
