import { type FormEvent, useEffect, useRef } from 'react';
import { Button } from '../../../components/button.tsx';
import { Dialog, DialogActions } from '../../../components/dialog.tsx';
import { TextField } from '../../../components/form-field.tsx';

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
  onVerify: () => void;
  onResend: () => void;
  onClose: () => void;
};

/** The second step of login and register: the code from the e-mail (SPEC.md §2, §4). */
export function OtpDialog({
  open,
  email,
  code,
  onCodeChange,
  error,
  verifying,
  resending,
  onVerify,
  onResend,
  onClose,
}: OtpDialogProps) {
  const codeRef = useRef<HTMLInputElement>(null);

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
          <Button variant="secondary" onClick={onResend}>
            {resending ? 'Sending…' : 'Resend OTP'}
          </Button>
          <Button type="submit">{verifying ? 'Verifying…' : 'Verify'}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
