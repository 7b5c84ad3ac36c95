import type { SiteMessageRow } from '@portfolio/shared/site-messages';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

type DeleteMessageDialogProps = {
  message: SiteMessageRow;
  open: boolean;
  busy: boolean;
  /** Why the last attempt failed, in the server's words. */
  error: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a message is deleted for good. */
export function DeleteMessageDialog({
  message,
  open,
  busy,
  error,
  onConfirm,
  onClose,
}: DeleteMessageDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={`Delete the message from ${message.name}?`}
      description="It is deleted for good; we keep no copy. The e-mail you got about it stays in your mailbox."
      cancelLabel="Keep it"
      confirmLabel="Delete message"
      busyLabel="Deleting…"
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
