import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Dialog, DialogActions } from '../../../components/dialog.tsx';
import { TextField } from '../../../components/form-field.tsx';
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
  const blocked = busy || !confirmed;
  const hintId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!blocked) onConfirm(typed);
  };

  return (
    <Dialog open={open} onClose={onClose} title={`Delete “${portfolio.title}”?`}>
      <form noValidate onSubmit={submit}>
        <div className="mt-2 space-y-2 text-sm leading-6 text-slate-700">
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
        </div>
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
        {error ? (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {error}
          </p>
        ) : null}
        {askName && !confirmed ? (
          <p id={hintId} className="mt-3 text-sm text-slate-600">
            Delete is enabled once the hosting name is typed exactly.
          </p>
        ) : null}
        <DialogActions>
          <Button variant="secondary" onClick={() => !busy && onClose()} aria-disabled={busy}>
            Keep it
          </Button>
          <Button
            type="submit"
            aria-disabled={blocked}
            aria-describedby={askName && !confirmed ? hintId : undefined}
            className="bg-red-700 hover:bg-red-800 active:bg-red-900 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            {busy ? 'Deleting…' : 'Delete portfolio'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
