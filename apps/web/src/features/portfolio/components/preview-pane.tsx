import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { modalDialogHandlers, useModalDialog } from '../../../components/ui/dialog.tsx';
import { useMediaQuery } from '../hooks/use-media-query.ts';

/** The `lg` breakpoint: from here the preview sits beside the form. */
export const WIDE_SCREEN = '(min-width: 64rem)';

/**
 * Below the `lg` breakpoint: a Preview button that opens the preview as a full-screen sheet (a modal
 * dialog: Escape or Close preview brings the form back, with the focus on the button). The preview
 * is drawn only while the sheet is open.
 */
export function PreviewSheet({ children }: { children: ReactNode }) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const [open, setOpen] = useState(false);
  const shown = open && !wide;
  const ref = useModalDialog(shown);
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" className="lg:hidden" onClick={() => setOpen(true)}>
        Preview
      </Button>
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        {...modalDialogHandlers(ref, close)}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-white p-0 text-slate-900"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2">
            <h2 id={titleId} className="text-lg font-semibold">
              Preview
            </h2>
            <Button variant="secondary" onClick={close}>
              Close preview
            </Button>
          </div>
          <div className="min-h-0 flex-1">{shown ? children : null}</div>
        </div>
      </dialog>
    </>
  );
}

/** From the `lg` breakpoint: the preview beside the form, staying in view while it scrolls. */
export function WidePreview({ children }: { children: ReactNode }) {
  const wide = useMediaQuery(WIDE_SCREEN);
  return wide ? (
    <section
      aria-label="Live preview"
      className="sticky top-20 h-[calc(100dvh-6rem)] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {children}
    </section>
  ) : null;
}
