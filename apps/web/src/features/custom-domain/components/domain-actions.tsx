import { BusyLabel } from '../../../components/ui/busy-label.tsx';
import { Button } from '../../../components/ui/button.tsx';

type DomainActionsProps = {
  /** The Verify button's label, or none where there is nothing to verify. */
  verifyLabel?: string;
  verifying: boolean;
  onVerify: () => void;
  onRemove: () => void;
  /** Why the last verify (or a removal whose dialog was closed) failed. */
  error: string | undefined;
};

/** Verify and Remove domain under a domain's details, with the reason the last one failed. */
export function DomainActions({ verifyLabel, verifying, onVerify, onRemove, error }: DomainActionsProps) {
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {verifyLabel ? (
          <Button onClick={onVerify} aria-disabled={verifying}>
            <BusyLabel busy={verifying} busyText="Checking your records…">
              {verifyLabel}
            </BusyLabel>
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onRemove}>
          Remove domain
        </Button>
      </div>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
