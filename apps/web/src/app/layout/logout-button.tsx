import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useLogOut } from './use-log-out.ts';

/** The footer's Log Out, with its confirmation (docs/spec.md §2). */
export function LogoutButton({ className }: { className?: string }) {
  const [confirming, setConfirming] = useState(false);
  const close = () => setConfirming(false);
  const logOut = useLogOut();

  return (
    <>
      <button type="button" onClick={() => setConfirming(true)} className={className}>
        Log Out
      </button>
      <ConfirmDialog
        open={confirming}
        title="Are you sure you want to logout?"
        cancelLabel="Close"
        confirmLabel="Yes"
        busy={logOut.isPending}
        onConfirm={() => logOut.mutate(undefined, { onSettled: close })}
        onClose={close}
      />
    </>
  );
}
