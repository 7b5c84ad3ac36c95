import { type FormEvent, useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';

type DeleteAccountDialogProps = {
  open: boolean;
  email: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** The server's answer to the last wrong code, shown under the field. */
  error: string | undefined;
  deleting: boolean;
  resending: boolean;
  onConfirm: () => void;
  onResend: () => void;
  onClose: () => void;
};

/**
 * The last step of deleting an account: the code mailed to the user, as in the sign-in OTP dialog,
 * but worded for what it does (the sign-in dialog's 'Verify' would hide that this deletes).
 */
export function DeleteAccountDialog({
  open,
  email,
  code,
  onCodeChange,
  error,
  deleting,
  resending,
  onConfirm,
  onResend,
  onClose,
}: DeleteAccountDialogProps) {
  const codeRef = useRef<HTMLInputElement>(null);

  // A refused code: back to the field, which reads out the reason, ready for another try.
  useEffect(() => {
    if (error) codeRef.current?.select();
  }, [error]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!deleting) onConfirm();
  };

  return (
    <Dialog open={open} onClose={onClose} title="Delete your account">
      <p className="mt-2 text-sm leading-6 text-slate-600">
        We sent a 6-digit code to <span className="font-medium wrap-break-word text-slate-900">{email}</span>.
        Enter it to delete your account, your portfolios and their sites for good.
      </p>
      <form noValidate onSubmit={submit} className="mt-5">
        <TextField
          ref={codeRef}
          label="Code from the email"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
          error={error}
        />
        <DialogActions>
          <Button variant="ghost" onClick={onClose}>
            Keep my account
          </Button>
          <Button variant="secondary" aria-disabled={resending} onClick={() => !resending && onResend()}>
            {resending ? 'Sending…' : 'Send a new code'}
          </Button>
          <Button
            type="submit"
            aria-disabled={deleting}
            className="bg-red-700 hover:bg-red-800 active:bg-red-900"
          >
            {deleting ? 'Deleting…' : 'Delete my account'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
