import { type ReactNode, useCallback, useEffect } from 'react';
import { useBlocker } from '../hooks/use-blocker.ts';
import type { ShouldBlock } from '../lib/blocking-history.ts';
import { ConfirmDialog } from './ui/confirm-dialog.tsx';

type LeaveGuardProps = {
  /** Whether leaving now would leave something unsaved. */
  when: boolean;
  /** What happens to the unsaved work, in the confirmation. */
  children: ReactNode;
};

/**
 * Asks before the page is left with unsaved work: a confirmation for the app's own links and for
 * Back and Forward, the browser's own prompt for a reload or a closed tab.
 */
export function LeaveGuard({ when, children }: LeaveGuardProps) {
  const leavesPage = useCallback<ShouldBlock>(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [when],
  );
  const held = useBlocker(leavesPage);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Safari asks only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const stay = () => held?.reset();
  return (
    <ConfirmDialog
      open={held !== null}
      title="Leave without saving?"
      description={children}
      cancelLabel="Stay on this page"
      confirmLabel="Leave"
      onConfirm={() => held?.proceed()}
      onClose={stay}
    />
  );
}
