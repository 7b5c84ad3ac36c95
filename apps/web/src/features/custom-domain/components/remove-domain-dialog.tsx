import type { CustomDomain } from '@portfolio/shared/domains';
import { Button } from '../../../components/button.tsx';
import { Dialog, DialogActions } from '../../../components/dialog.tsx';
import { BusyLabel } from './busy-label.tsx';

type RemoveDomainDialogProps = {
  domain: CustomDomain;
  open: boolean;
  busy: boolean;
  /** Why the last attempt failed, in the server's words. */
  error: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a domain is removed, saying what stops at once and what stays. */
export function RemoveDomainDialog({
  domain,
  open,
  busy,
  error,
  onConfirm,
  onClose,
}: RemoveDomainDialogProps) {
  const connected = domain.status !== 'pending';
  return (
    // Escape always closes it (the browser's own behaviour); a removal under way still ends as it ends.
    <Dialog open={open} onClose={onClose} title={`Remove ${domain.domain}?`}>
      <div className="mt-2 space-y-2 text-sm leading-6 text-slate-700">
        {connected ? (
          <p>
            Your portfolio stops answering at <span className="font-semibold">{domain.domain}</span> at once.
            It keeps its usual address, and you can delete the two DNS records afterwards.
          </p>
        ) : (
          <p>
            <span className="font-semibold">{domain.domain}</span> is not connected yet. Its records’ code is
            dropped: if you add the domain again you get a new one.
          </p>
        )}
      </div>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <DialogActions>
        <Button variant="secondary" onClick={() => !busy && onClose()} aria-disabled={busy}>
          Keep the domain
        </Button>
        <Button onClick={() => !busy && onConfirm()} aria-disabled={busy}>
          <BusyLabel busy={busy} busyText="Removing…">
            Remove domain
          </BusyLabel>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
