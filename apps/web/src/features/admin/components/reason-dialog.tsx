import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextAreaField } from '../../../components/ui/form-field.tsx';

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

  const confirm = () => (reason.trim() ? onConfirm(reason.trim()) : setMissing(true));

  return (
    <ConfirmDialog
      open
      form
      title={title}
      description={description}
      cancelLabel="Cancel"
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      busy={busy}
      error={error}
      onConfirm={confirm}
      onClose={() => !busy && onClose()}
    >
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
    </ConfirmDialog>
  );
}
