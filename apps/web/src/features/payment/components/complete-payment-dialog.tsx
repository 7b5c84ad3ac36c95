import { PAYMENT_AMOUNT_RUPEES } from '@portfolio/shared/payment';
import { Button } from '../../../components/button.tsx';
import { Dialog, DialogActions } from '../../../components/dialog.tsx';

type CompletePaymentDialogProps = {
  open: boolean;
  onClose: () => void;
  onPay: () => void;
};

/** 'Complete Your Payment' (SPEC.md §2), opened once the portfolio is saved. */
export function CompletePaymentDialog({ open, onClose, onPay }: CompletePaymentDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Complete Your Payment">
      <p className="mt-2 text-sm leading-6 text-slate-600">
        Your portfolio is saved. To publish it, make a secure payment of{' '}
        <strong className="font-semibold text-slate-900">₹{PAYMENT_AMOUNT_RUPEES}</strong> via a card payment
        provider.
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
