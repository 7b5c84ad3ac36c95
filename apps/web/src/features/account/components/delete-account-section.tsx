import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { getErrorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useRequestDeletionCode } from '../api/request-deletion-code.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

type DeleteAccountSectionProps = {
  email: string;
  /** The account is gone and the session with it: the caller signs the app out. */
  onDeleted: (message: string) => void;
};

/**
 * 'Delete my account': says what goes and what stays, mails a one-time code, and deletes the
 * account once the code is entered.
 */
export function DeleteAccountSection({ email, onDeleted }: DeleteAccountSectionProps) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [sendError, setSendError] = useState<string>();
  const sendCode = useRequestDeletionCode({
    onSuccess: (response) => {
      setSendError(undefined);
      if (open) showToast.success(response.message || 'A new code is on its way.');
      setOpen(true);
    },
    onError: (error) =>
      open ? showToast.error(getErrorMessage(error)) : setSendError(getErrorMessage(error)),
  });
  const remove = useDeleteAccount({
    onSuccess: (response) => onDeleted(response.message || 'Your account and everything in it are deleted.'),
    onError: (error) => setCodeError(getErrorMessage(error)),
  });

  const start = () => {
    if (sendCode.isPending) return;
    setCode('');
    setCodeError(undefined);
    sendCode.mutate();
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-red-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Delete your account
      </h2>
      <div className="mt-2 space-y-2 text-sm leading-6 text-slate-700">
        <p>
          This deletes your account, every portfolio with its site, files and history, and your sessions on
          every device. Live sites stop answering at once. It cannot be undone.
        </p>
        <p>
          Orders stay, with nothing that names you, only as long as accounting law requires (see the Privacy
          Policy). Download your data first if you want to keep a copy.
        </p>
      </div>
      <Button
        className="mt-4 bg-red-700 hover:bg-red-800 active:bg-red-900"
        aria-disabled={sendCode.isPending}
        onClick={start}
      >
        {sendCode.isPending && !open ? 'Sending a code…' : 'Delete my account'}
      </Button>
      {sendError ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {sendError}
        </p>
      ) : null}
      <DeleteAccountDialog
        open={open}
        email={email}
        code={code}
        onCodeChange={(value) => {
          setCode(value);
          setCodeError(undefined);
        }}
        error={codeError}
        deleting={remove.isPending}
        resending={sendCode.isPending}
        onConfirm={() => {
          if (code.trim() === '') setCodeError('Enter the 6-digit code from the email.');
          else remove.mutate({ otp: code.trim() });
        }}
        onResend={() => !sendCode.isPending && sendCode.mutate()}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}
