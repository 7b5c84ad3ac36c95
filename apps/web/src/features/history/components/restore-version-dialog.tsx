import type { PortfolioVersion } from '@portfolio/shared/portfolio';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
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
    <ConfirmDialog
      open={version !== undefined}
      title={version ? `Restore the version of ${versionTime(version.createdAt)}?` : 'Restore this version?'}
      description={
        <>
          <p>
            Your portfolio becomes this version again
            {live ? ', and your live site is published with it at once' : ''}.
          </p>
          <p>The portfolio as it is now stays in the history: you can restore it in the same way.</p>
        </>
      }
      cancelLabel="Cancel"
      confirmLabel="Restore"
      busyLabel="Restoring…"
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
