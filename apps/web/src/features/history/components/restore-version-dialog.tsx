import type { PortfolioVersion } from '@portfolio/shared/portfolio';
import { Button } from '../../../components/button.tsx';
import { Dialog, DialogActions } from '../../../components/dialog.tsx';
import { versionTime } from '../utils/version-time.ts';

type RestoreVersionDialogProps = {
  version: PortfolioVersion | undefined;
  /** A live site is published again with the restored version. */
  live: boolean;
  busy: boolean;
  error: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an old version becomes the portfolio again, saying that nothing is lost by it. */
export function RestoreVersionDialog({
  version,
  live,
  busy,
  error,
  onConfirm,
  onClose,
}: RestoreVersionDialogProps) {
  return (
    <Dialog
      open={version !== undefined}
      onClose={onClose}
      title={version ? `Restore the version of ${versionTime(version.createdAt)}?` : 'Restore this version?'}
    >
      <div className="mt-2 space-y-2 text-sm leading-6 text-slate-700">
        <p>
          Your portfolio becomes this version again
          {live ? ', and your live site is published with it at once' : ''}.
        </p>
        <p>The portfolio as it is now stays in the history: you can restore it in the same way.</p>
      </div>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <DialogActions>
        <Button variant="secondary" onClick={() => !busy && onClose()} aria-disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => !busy && onConfirm()} aria-disabled={busy}>
          {busy ? 'Restoring…' : 'Restore'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
