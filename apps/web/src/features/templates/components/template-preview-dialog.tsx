import type { TEMPLATES } from '@portfolio/shared/templates';
import { type ReactNode, useId } from 'react';
import { CloseIcon } from '../../../components/icons.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { modalDialogHandlers, useModalDialog } from '../../../components/ui/dialog.tsx';
import { TemplateSitePreview } from './template-site-preview.tsx';

type TemplatePreviewDialogProps = {
  /** The template shown; the dialog is open while there is one. */
  template: (typeof TEMPLATES)[number] | undefined;
  onClose: () => void;
  /** The way on from the preview: the same action as the card's Select. */
  action: ReactNode;
};

/** A full-height modal with a template filled in with sample data. */
export function TemplatePreviewDialog({ template, onClose, action }: TemplatePreviewDialogProps) {
  const open = template !== undefined;
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
            {template?.name} preview
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
      <div className="flex-1 bg-slate-100 p-2 sm:p-6">
        {template ? <TemplateSitePreview templateId={template.id} name={template.name} /> : null}
      </div>
      <div className="grid grid-cols-2 gap-3 border-t border-slate-200 px-4 py-3 sm:flex sm:justify-end sm:px-6">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        {action}
      </div>
    </dialog>
  );
}
