import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { useShownPrice } from '../api/get-price.ts';

type CompletePaymentDialogProps = {
  open: boolean;
  onClose: () => void;
  onPay: () => void;
};

/** 'Complete Your Payment' (docs/spec.md §2), opened once the portfolio is saved. */
export function CompletePaymentDialog({ open, onClose, onPay }: CompletePaymentDialogProps) {
  // The server's price (docs/design.md deviation 8); in the rare case it is not known, no number is made up.
  const price = useShownPrice();
  return (
    <Dialog open={open} onClose={onClose} title="Complete Your Payment">
      <p className="mt-2 text-sm leading-6 text-slate-600">
        Your portfolio is saved. To publish it, make a secure payment
        {typeof price === 'object' ? (
          <>
            {' '}
            of <strong className="font-semibold text-slate-900">{price.amount}</strong>
          </>
        ) : null}{' '}
        via a card payment provider.
      </p>
      <DialogActions>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
        <Button onClick={onPay}>Pay Now</Button>
      </DialogActions>
    </Dialog>
  );
}
