import { type FormEvent, useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useSecondsLeft } from '../hooks/use-seconds-left.ts';

type OtpDialogProps = {
  open: boolean;
  /** Where the code was sent. */
  email: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** The server's answer to the last wrong code, shown under the field. */
  error?: string;
  verifying: boolean;
  resending: boolean;
  /** When Resend may be pressed again (ms since the epoch); until then it counts down. */
  resendAt: number | undefined;
  onVerify: () => void;
  onResend: () => void;
  onClose: () => void;
};

/** The second step of login and register: the code from the e-mail (docs/spec.md §2, §4). */
export function OtpDialog({
  open,
  email,
  code,
  onCodeChange,
  error,
  verifying,
  resending,
  resendAt,
  onVerify,
  onResend,
  onClose,
}: OtpDialogProps) {
  const codeRef = useRef<HTMLInputElement>(null);
  const wait = useSecondsLeft(resendAt);
  const resendBlocked = wait > 0 || resending;

  // A refused code: back to the field, which reads out the reason, ready for another try.
  useEffect(() => {
    if (error) codeRef.current?.select();
  }, [error]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!verifying) onVerify();
  };

  return (
    <Dialog open={open} onClose={onClose} title="Enter OTP">
      <p className="mt-2 text-sm leading-6 text-slate-600">
        We sent a 6-digit code to <span className="font-medium wrap-break-word text-slate-900">{email}</span>.
      </p>
      <form noValidate onSubmit={submit} className="mt-5">
        <TextField
          ref={codeRef}
          label="OTP"
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
            Close
          </Button>
          {/* aria-disabled, not disabled: a keyboard user who just pressed it keeps the focus on it. */}
          <Button
            variant="secondary"
            aria-disabled={resendBlocked}
            onClick={() => !resendBlocked && onResend()}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            {resending ? (
              'Sending…'
            ) : wait > 0 ? (
              // One flex item: the button's gap would otherwise open up between the parts.
              <span>
                Resend OTP in {wait}
                <span aria-hidden="true"> s</span>
                <span className="sr-only"> seconds</span>
              </span>
            ) : (
              'Resend OTP'
            )}
          </Button>
          <Button type="submit">{verifying ? 'Verifying…' : 'Verify'}</Button>
        </DialogActions>
        {/* The countdown is in the button's name; the moment it ends is announced once. */}
        <p aria-live="polite" className="sr-only">
          {resendAt !== undefined && wait === 0 ? 'You can ask for a new code now.' : ''}
        </p>
      </form>
    </Dialog>
  );
}
