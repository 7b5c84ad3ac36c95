import { type ComponentProps, useState } from 'react';
import type { OtpDialog } from '../components/otp-dialog.tsx';

type StepOptions = {
  email: string;
  verifying: boolean;
  resending: boolean;
  onVerify: (code: string) => void;
  onResend: () => void;
};

/**
 * The mailed-code step shared by login and register: whether the dialog is open, the code typed,
 * the server's message under it and when Resend may be pressed again. The form decides what
 * sending and verifying call.
 */
export function useOtpStep() {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  // When the server will mail another code (ms since the epoch).
  const [resendAt, setResendAt] = useState<number>();

  const waitFor = (seconds: number | undefined) => {
    if (seconds !== undefined) setResendAt(Date.now() + seconds * 1000);
  };

  return {
    open,
    /** A new code was mailed: an empty field in an open dialog, Resend after `resendInSeconds`. */
    start(resendInSeconds: number | undefined) {
      setCode('');
      setError(undefined);
      waitFor(resendInSeconds);
      setOpen(true);
    },
    /** Asked again too soon: the code already mailed is still the one to enter. */
    reopen(waitSeconds: number | undefined) {
      waitFor(waitSeconds);
      setOpen(true);
    },
    close: () => setOpen(false),
    /** The server refused the code: its message shows under the field. */
    fail: (message: string) => setError(message),
    dialogProps: ({ email, verifying, resending, onVerify, onResend }: StepOptions) =>
      ({
        open,
        email,
        code,
        error,
        verifying,
        resending,
        resendAt,
        onCodeChange: (value: string) => {
          setCode(value);
          setError(undefined);
        },
        onVerify: () => {
          setError(undefined);
          onVerify(code.trim());
        },
        onResend,
        onClose: () => setOpen(false),
      }) satisfies ComponentProps<typeof OtpDialog>,
  };
}
