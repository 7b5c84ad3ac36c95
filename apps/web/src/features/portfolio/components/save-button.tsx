import { BusyLabel } from '../../../components/ui/busy-label.tsx';
import { Button } from '../../../components/ui/button.tsx';

type SaveButtonProps = {
  submitting: boolean;
  label: string;
  /** Shown with a spinner while the save is on its way. */
  submittingLabel: string;
};

/** The portfolio form's submit button: it stays focusable while saving, and says so. */
export function SaveButton({ submitting, label, submittingLabel }: SaveButtonProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <Button type="submit" aria-disabled={submitting} className="px-6 text-base sm:w-auto">
        <BusyLabel busy={submitting} busyText={submittingLabel}>
          {label}
        </BusyLabel>
      </Button>
    </div>
  );
}
