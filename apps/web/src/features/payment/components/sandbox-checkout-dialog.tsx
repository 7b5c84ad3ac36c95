import { PAYMENT_DESCRIPTION } from '@portfolio/shared/payment';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';

type SandboxCheckoutDialogProps = {
  open: boolean;
  /** The order's amount as shown, such as ₹99. */
  price: string;
  hostingName: string;
  /** The outcome being sent, while it is. */
  busy: 'success' | 'failure' | undefined;
  /** Why the last try did not go through. */
  error: string | undefined;
  onPay: () => void;
  onFail: () => void;
  onClose: () => void;
};

/**
 * The checkout of PAYMENT_PROVIDER=sandbox (docs/design.md "Payments"): paying or failing goes through
 * the server, which signs the result, and the result is verified like a real one.
 */
export function SandboxCheckoutDialog({
  open,
  price,
  hostingName,
  busy,
  error,
  onPay,
  onFail,
  onClose,
}: SandboxCheckoutDialogProps) {
  const run = (action: () => void) => () => {
    if (!busy) action();
  };
  return (
    <Dialog open={open} onClose={onClose} title="Sandbox checkout">
      <p className="mt-2 text-sm leading-6 text-slate-600">
        {PAYMENT_DESCRIPTION} · {price} · no real money moves
      </p>
      <p className="mt-2 text-sm text-slate-600">
        For <span className="font-mono break-all text-slate-900">{hostingName}</span>
      </p>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <DialogActions>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="secondary" aria-disabled={Boolean(busy)} onClick={run(onFail)}>
          {busy === 'failure' ? 'Failing…' : 'Fail payment'}
        </Button>
        <Button aria-disabled={Boolean(busy)} onClick={run(onPay)}>
          {busy === 'success' ? 'Paying…' : `Pay ${price}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
