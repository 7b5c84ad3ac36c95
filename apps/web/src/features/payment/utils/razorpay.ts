import type { SignedPayment } from '@portfolio/shared/payment';

/** The part of Razorpay Checkout.js the page uses. */
export type RazorpayOptions = {
  key: string | undefined;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  handler: (response: SignedPayment) => void;
  modal?: { ondismiss?: () => void };
};

type RazorpayFailure = { error?: { description?: string } };

export type RazorpayCheckout = {
  open(): void;
  /** Razorpay's own script has it; a stand-in may not. */
  on?(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void;
};

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckout;
  }
}
