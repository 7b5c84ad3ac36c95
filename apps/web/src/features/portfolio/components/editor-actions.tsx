import type { ReactNode } from 'react';
import { BusyLabel } from '../../../components/ui/busy-label.tsx';
import { Button } from '../../../components/ui/button.tsx';

type EditorActionsProps = {
  submitting: boolean;
  label: string;
  /** Shown with a spinner while the save is on its way. */
  submittingLabel: string;
  /** The Preview button and its sheet (narrow screens). */
  preview: ReactNode;
};

/**
 * Save (and Preview, on a narrow screen) in a bar held at the bottom of the screen while the form is in
 * view, so neither is ever 20 screens away. Save stays focusable while saving, and says so.
 */
export function EditorActions({ submitting, label, submittingLabel, preview }: EditorActionsProps) {
  return (
    <div
      data-bottom-bar
      className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border"
    >
      <Button type="submit" aria-disabled={submitting} className="px-6 text-base">
        <BusyLabel busy={submitting} busyText={submittingLabel}>
          {label}
        </BusyLabel>
      </Button>
      {preview}
    </div>
  );
}
