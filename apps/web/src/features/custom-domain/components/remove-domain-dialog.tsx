import type { CustomDomain } from '@portfolio/shared/domains';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

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
    <ConfirmDialog
      open={open}
      title={`Remove ${domain.domain}?`}
      description={
        connected ? (
          <p>
            Your portfolio stops answering at <span className="font-semibold">{domain.domain}</span> at once.
            It keeps its usual address, and you can delete the two DNS records afterwards.
          </p>
        ) : (
          <p>
            <span className="font-semibold">{domain.domain}</span> is not connected yet. Its records’ code is
            dropped: if you add the domain again you get a new one.
          </p>
        )
      }
      cancelLabel="Keep the domain"
      confirmLabel="Remove domain"
      busyLabel="Removing…"
      spinner
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
