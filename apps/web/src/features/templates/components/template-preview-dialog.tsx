import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/button.tsx';
import { modalDialogHandlers, useModalDialog } from '../../../components/dialog.tsx';
import { CloseIcon } from '../../../components/icons.tsx';
import { TechfolioPreview } from './techfolio-preview.tsx';

type TemplatePreviewDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The way on from the preview: the same action as the card's Select. */
  action: ReactNode;
};

/** A full-height modal with the Techfolio template filled in with sample data. */
export function TemplatePreviewDialog({ open, onClose, action }: TemplatePreviewDialogProps) {
  const titleId = useId();
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      {...modalDialogHandlers(ref, onClose)}
      className="m-auto h-[calc(100dvh-2rem)] max-h-none w-[calc(100%-1rem)] max-w-5xl flex-col overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 open:flex sm:w-[calc(100%-2rem)]"
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3 sm:px-6">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            Techfolio preview
          </h2>
          <p className="text-sm text-slate-600">Sample data: your own details take its place.</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close preview"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        >
          <CloseIcon className="size-6" />
        </button>
      </div>
      <div className="flex-1 bg-slate-100 p-2 sm:p-6">{open ? <TechfolioPreview /> : null}</div>
      <div className="grid grid-cols-2 gap-3 border-t border-slate-200 px-4 py-3 sm:flex sm:justify-end sm:px-6">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        {action}
      </div>
    </dialog>
  );
}
