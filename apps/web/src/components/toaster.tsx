import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Toaster, type ToasterProps } from 'sonner';
import { toaster } from '../lib/toast.ts';

const popoverSupported = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

function createHost(): HTMLDivElement {
  const host = document.createElement('div');
  host.popover = 'manual';
  // The popover is only a carrier: the toasts place themselves against the viewport.
  host.className = 'm-0 size-0 overflow-visible border-0 bg-transparent p-0';
  return host;
}

/**
 * Keeps `host` in the top layer above every modal dialog. A modal `<dialog>` makes everything
 * outside it inert, so the host lives inside the topmost one (moved back to the body when it
 * closes); each move hides the popover, and showing it again puts it on top of the top layer.
 */
function followTopmostModal(host: HTMLElement): () => void {
  const opened: HTMLDialogElement[] = [];

  const place = () => {
    for (let i = opened.length - 1; i >= 0; i -= 1) {
      if (!opened[i]?.matches(':modal')) opened.splice(i, 1);
    }
    for (const dialog of document.querySelectorAll('dialog')) {
      if (dialog.matches(':modal') && !opened.includes(dialog)) opened.push(dialog);
    }
    const parent = opened.at(-1) ?? document.body;
    if (host.parentElement !== parent) parent.append(host);
    // Without the Popover API (older browsers) the host still escapes the inertness inside the dialog.
    if (popoverSupported && !host.matches(':popover-open')) host.showPopover();
  };

  place();
  const observer = new MutationObserver(place);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open'],
  });
  return () => {
    observer.disconnect();
    host.remove();
  };
}

/**
 * sonner's toaster, above any open modal dialog: a toast after 'Resend OTP' or a failed payment is
 * readable and its close button reachable, never greyed under the dialog's backdrop.
 */
export function TopLayerToaster(props: ToasterProps) {
  const [host] = useState(createHost);
  useEffect(() => {
    const stopFollowing = followTopmostModal(host);
    // sonner's Toaster (a child) listens from its own effect, which ran before this one.
    toaster.mounted();
    return stopFollowing;
  }, [host]);
  return createPortal(<Toaster {...props} />, host);
}
