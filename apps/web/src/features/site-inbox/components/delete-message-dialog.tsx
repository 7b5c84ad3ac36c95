import type { SiteMessageRow } from '@portfolio/shared/site-messages';
import { Button } from '../../../components/button.tsx';
import { Dialog, DialogActions } from '../../../components/dialog.tsx';

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
    <Dialog open={open} onClose={onClose} title={`Delete the message from ${message.name}?`}>
      <p className="mt-2 text-sm leading-6 text-slate-700">
        It is deleted for good; we keep no copy. The e-mail you got about it stays in your mailbox.
      </p>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <DialogActions>
        <Button variant="secondary" onClick={() => !busy && onClose()} aria-disabled={busy}>
          Keep it
        </Button>
        <Button onClick={() => !busy && onConfirm()} aria-disabled={busy}>
          {busy ? 'Deleting…' : 'Delete message'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
