import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Dialog, DialogActions } from '../../components/dialog.tsx';

/**
 * Log Out with its confirmation (SPEC.md §2). There are no accounts yet, so confirming only closes
 * the dialog; signing out is wired in with accounts.
 */
export function LogoutButton({ className }: { className?: string }) {
  const [confirming, setConfirming] = useState(false);
  const close = () => setConfirming(false);

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
          <Button onClick={close}>Yes</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
