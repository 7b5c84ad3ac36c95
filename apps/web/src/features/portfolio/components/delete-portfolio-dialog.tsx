import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { deleteConfirmed, needsHostingName } from '../utils/delete-confirm.ts';

type DeletePortfolioDialogProps = {
  portfolio: PortfolioDetail;
  open: boolean;
  busy: boolean;
  /** Why the last attempt failed, in the server's words. */
  error: string | undefined;
  onConfirm: (typedName: string) => void;
  onClose: () => void;
};

/**
 * Asks before a portfolio is deleted, saying what goes. A paid one (live, offline or taken down)
 * asks for its hosting name typed again; Delete stays disabled until it matches.
 */
export function DeletePortfolioDialog({
  portfolio,
  open,
  busy,
  error,
  onConfirm,
  onClose,
}: DeletePortfolioDialogProps) {
  const [typed, setTyped] = useState('');
  const askName = needsHostingName(portfolio);
  const confirmed = deleteConfirmed(portfolio, typed);

  return (
    <ConfirmDialog
      open={open}
      form
      danger
      title={`Delete “${portfolio.title}”?`}
      description={
        <>
          <p>
            This deletes the portfolio, {askName ? 'its site, ' : ''}its cover image and its whole version
            history. It cannot be undone.
          </p>
          {askName ? (
            <p>
              The site at <span className="font-mono break-all">{portfolio.liveUrl}</span> stops answering at
              once, and the hosting name is freed. Download its JSON Resume first if you want to keep the
              content.
            </p>
          ) : null}
        </>
      }
      cancelLabel="Keep it"
      confirmLabel="Delete portfolio"
      busyLabel="Deleting…"
      busy={busy}
      error={error}
      blockedHint={confirmed ? undefined : 'Delete is enabled once the hosting name is typed exactly.'}
      onConfirm={() => onConfirm(typed)}
      onClose={onClose}
    >
      {askName ? (
        <TextField
          className="mt-4"
          label={`Type ${portfolio.hostingName} to confirm`}
          name="confirmHostingName"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      ) : null}
    </ConfirmDialog>
  );
}
