import { type MouseEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';

type ModalDialogOptions = {
  /** Focused once the dialog is open; by default the browser focuses the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Focused when the dialog closes; by default the element that had focus when it opened. */
  returnFocus?: RefObject<HTMLElement | null>;
};

/**
 * Keeps a native `<dialog>` open as a modal (focus trapped, page inert, Escape closes) while
 * `open` is true, and puts focus back where it belongs when it closes.
 */
export function useModalDialog(open: boolean, options: ModalDialogOptions = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  const { initialFocus, returnFocus } = options;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      const target = returnFocus?.current ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, [open, initialFocus, returnFocus]);

  return ref;
}

/**
 * Props for the `<dialog>` element itself: reports a close by Escape, and a click on the backdrop
 * (the only place where the click target is the dialog element) as a request to close.
 */
export function modalDialogHandlers(ref: RefObject<HTMLDialogElement | null>, onClose: () => void) {
  return {
    onClose: () => {
      // A close queued before a quick re-open must not close the dialog again.
      if (!ref.current?.open) onClose();
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) onClose();
    },
  };
}

type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  children: ReactNode;
};

/** A centred modal dialog labelled by its title. Escape, a backdrop click or the caller's buttons close it. */
export function Dialog({ open, onClose, title, children }: DialogProps) {
  const titleId = useId();
  const ref = useModalDialog(open);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      {...modalDialogHandlers(ref, onClose)}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}

/** The row of buttons at the foot of a dialog. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}
