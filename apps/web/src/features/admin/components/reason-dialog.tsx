import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Dialog, DialogActions } from '../../../components/dialog.tsx';
import { TextAreaField } from '../../../components/form-field.tsx';

type ReasonDialogProps = {
  title: string;
  /** What happens, in a sentence or two. */
  description: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Why the last attempt failed, in the server's words. */
  error: string | undefined;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** Asks an administrator why before an action: the reason goes to the audit log (and the owner). */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!reason.trim()) return setMissing(true);
    onConfirm(reason.trim());
  }

  return (
    <Dialog open onClose={() => !busy && onClose()} title={title}>
      <form onSubmit={submit} noValidate>
        <p className="mt-2 text-sm leading-6 text-slate-700">{description}</p>
        <TextAreaField
          className="mt-4"
          label="Reason"
          hint="Recorded in the audit log."
          rows={4}
          maxLength={1000}
          value={reason}
          error={missing && !reason.trim() ? 'Please give a reason.' : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {error ? (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {error}
          </p>
        ) : null}
        <DialogActions>
          <Button variant="secondary" onClick={() => !busy && onClose()} aria-disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" aria-disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
