import { type FormEvent, type ReactNode, useId } from 'react';
import { BusyLabel } from './busy-label.tsx';
import { Button } from './button.tsx';
import { Dialog, DialogActions } from './dialog.tsx';

type ConfirmDialogProps = {
  open: boolean;
  /** The dialog's heading and accessible name: the question. */
  title: string;
  /** What happens, and what stays: a sentence, or paragraphs of their own. */
  description?: ReactNode;
  /** Fields the answer needs (a typed name, a reason), under the description. */
  children?: ReactNode;
  confirmLabel: string;
  /** The confirm button's wording while the action runs. */
  busyLabel?: string;
  cancelLabel: string;
  busy?: boolean;
  /** Why the last attempt failed, in the server's words. */
  error?: string;
  /** Set while the answer is not complete yet; the button stays focusable and says why. */
  blockedHint?: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  /** A spinner beside the busy wording. */
  spinner?: boolean;
  /** Enter in a field confirms: the dialog is a form and Confirm submits it. */
  form?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

const dangerClassName =
  'bg-red-700 hover:bg-red-800 active:bg-red-900 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

/**
 * Asks before an action: the question, what it does, the server's reason if the last try failed,
 * and Cancel beside Confirm. While the action runs both buttons stay focusable and do nothing.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy = false,
  error,
  blockedHint,
  danger = false,
  spinner = false,
  form = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const hintId = useId();
  const blocked = busy || blockedHint !== undefined;
  const confirm = () => {
    if (!blocked) onConfirm();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm();
  };
  const label = busyLabel ?? confirmLabel;

  const content = (
    <>
      {typeof description === 'string' ? (
        <p className="mt-2 text-sm leading-6 text-slate-700">{description}</p>
      ) : description ? (
        <div className="mt-2 space-y-2 text-sm leading-6 text-slate-700">{description}</div>
      ) : null}
      {children}
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      {blockedHint ? (
        <p id={hintId} className="mt-3 text-sm text-slate-600">
          {blockedHint}
        </p>
      ) : null}
      <DialogActions>
        <Button variant="secondary" onClick={() => !busy && onClose()} aria-disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          type={form ? 'submit' : 'button'}
          onClick={form ? undefined : confirm}
          aria-disabled={blocked}
          aria-describedby={blockedHint ? hintId : undefined}
          className={danger ? dangerClassName : ''}
        >
          {spinner ? (
            <BusyLabel busy={busy} busyText={label}>
              {confirmLabel}
            </BusyLabel>
          ) : busy ? (
            label
          ) : (
            confirmLabel
          )}
        </Button>
      </DialogActions>
    </>
  );

  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {form ? (
        <form noValidate onSubmit={submit}>
          {content}
        </form>
      ) : (
        content
      )}
    </Dialog>
  );
}
