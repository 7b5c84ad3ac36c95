import { Button } from '../../../components/button.tsx';

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
        {submitting ? (
          <>
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
            {submittingLabel}
          </>
        ) : (
          label
        )}
      </Button>
    </div>
  );
}
