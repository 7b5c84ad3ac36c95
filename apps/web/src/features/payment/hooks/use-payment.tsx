import { formatAmount } from '@portfolio/shared/money';
import { type CreatedOrder, paymentMessages, type SignedPayment } from '@portfolio/shared/payment';
import { useState } from 'react';
import { paths, type SavedSiteState } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { createOrder } from '../api/create-order.ts';
import { sandboxPay } from '../api/sandbox-pay.ts';
import { useVerifyPayment } from '../api/verify-payment.ts';
import { SandboxCheckoutDialog } from '../components/sandbox-checkout-dialog.tsx';
import { loadScript } from '../utils/load-script.ts';
import type { RazorpayOptions } from '../utils/razorpay.ts';

/** Where to go after a verified payment: React Router's navigate, or anything shaped like it. */
export type Navigate = (to: string, options?: { state?: SavedSiteState }) => unknown;

type SandboxCheckout = {
  order: CreatedOrder;
  hostingName: string;
  navigate: Navigate;
  busy: 'success' | 'failure' | undefined;
  error: string | undefined;
};

function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error && error.message ? error.message : fallback;
}

type UsePaymentOptions = {
  /** After a verified payment, before navigating: refresh what shows the portfolio's status. */
  onPaid?: () => void;
};

/**
 * The payment of docs/spec.md §4: create the order, open the provider's checkout, verify the signed
 * result on the server, then go to /templates. With Razorpay, Checkout.js is loaded once from the
 * order's checkoutUrl; with the sandbox, `checkoutDialog` (render it) asks to pay or fail.
 * Failures are shown with the server's message (docs/design.md deviation 4); the portfolio stays
 * awaiting payment and can be paid later.
 */
export function usePayment({ onPaid }: UsePaymentOptions = {}) {
  const [startingFor, setStartingFor] = useState<string>();
  const [sandbox, setSandbox] = useState<SandboxCheckout>();
  const verify = useVerifyPayment();

  /** Verifies; on success tells the user and leaves for /templates. Throws the reason otherwise. */
  const complete = async (payment: SignedPayment, hostingName: string, navigate: Navigate) => {
    const response = await verify.mutateAsync({ ...payment, hostingName });
    setSandbox(undefined);
    showToast.success(response.message || paymentMessages.verified);
    onPaid?.();
    navigate(paths.templates, { state: { saved: hostingName } });
  };

  const openRazorpay = async (order: CreatedOrder, hostingName: string, navigate: Navigate) => {
    const loaded = order.checkoutUrl ? await loadScript(order.checkoutUrl) : false;
    if (!loaded || !window.Razorpay) {
      window.alert(paymentMessages.sdkFailed);
      return;
    }
    const options: RazorpayOptions = {
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      name: order.displayName,
      // docs/design.md deviation 8: the product's name; 'Test Transaction' is the sandbox's alone.
      description: order.displayName,
      order_id: order.id,
      handler: (response) => {
        const verifying = showToast.loading('Verifying your payment…');
        complete(response, hostingName, navigate).then(
          () => showToast.dismiss(verifying),
          (error: unknown) =>
            showToast.error(messageOf(error, 'The payment could not be verified.'), { id: verifying }),
        );
      },
      modal: {
        ondismiss: () => showToast.info('Payment not completed. You can pay later from your portfolios.'),
      },
    };
    const checkout = new window.Razorpay(options);
    checkout.on?.('payment.failed', (response) => {
      showToast.error(
        response.error?.description ||
          'The payment failed. Try again, or pay another way (UPI, card or net banking).',
      );
    });
    checkout.open();
  };

  /** docs/spec.md §2's helper: `amount` is the 99 shown; the server charges its own price. */
  const startPayment = async (amount: number, hostingName: string, navigate: Navigate): Promise<void> => {
    if (startingFor) return;
    setStartingFor(hostingName);
    try {
      const order = await createOrder({ amount, hostingName });
      if (order.provider === 'sandbox') {
        setSandbox({ order, hostingName, navigate, busy: undefined, error: undefined });
      } else {
        await openRazorpay(order, hostingName, navigate);
      }
    } catch (error) {
      showToast.error(messageOf(error, 'The payment could not be started.'));
    } finally {
      setStartingFor(undefined);
    }
  };

  const runSandbox = async (outcome: 'success' | 'failure') => {
    if (!sandbox || sandbox.busy) return;
    const { order, hostingName, navigate } = sandbox;
    setSandbox({ ...sandbox, busy: outcome, error: undefined });
    try {
      const payment = await sandboxPay({ orderId: order.id, outcome });
      await complete(payment, hostingName, navigate);
    } catch (error) {
      const message = messageOf(error, paymentMessages.declined);
      showToast.error(message);
      setSandbox((current) => current && { ...current, busy: undefined, error: message });
    }
  };

  const checkoutDialog = (
    <SandboxCheckoutDialog
      open={Boolean(sandbox)}
      price={sandbox ? formatAmount(sandbox.order.amount, sandbox.order.currency) : ''}
      hostingName={sandbox?.hostingName ?? ''}
      busy={sandbox?.busy}
      error={sandbox?.error}
      onPay={() => runSandbox('success')}
      onFail={() => runSandbox('failure')}
      onClose={() => setSandbox(undefined)}
    />
  );

  return { startPayment, startingFor, checkoutDialog };
}
