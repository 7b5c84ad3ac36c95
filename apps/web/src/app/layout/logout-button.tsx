import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Dialog, DialogActions } from '../../components/dialog.tsx';
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
      <Dialog open={confirming} onClose={close} title="Are you sure you want to logout?">
        <DialogActions>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
          <Button disabled={logOut.isPending} onClick={() => logOut.mutate(undefined, { onSettled: close })}>
            Yes
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
