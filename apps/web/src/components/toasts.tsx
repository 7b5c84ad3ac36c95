import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, toaster } from '../lib/toast.ts';

// The toaster (sonner) loads with the first toast (lib/toast.ts): most visits never need it.
const TopLayerToaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.TopLayerToaster })));

/** Where the toasts appear, mounted with the first one: in the app (app/provider.tsx) and beside a page's islands. */
export function Toasts() {
  const toastShown = useSyncExternalStore(toaster.subscribe, toaster.wanted, () => false);
  if (!toastShown) return null;
  // Rich colours and sonner's icons: success and error differ by more than their words.
  return (
    <Suspense>
      <TopLayerToaster
        duration={TOAST_DURATION_MS}
        richColors
        position="top-center"
        closeButton
        offset={{ top: 80 }}
        mobileOffset={{ top: 76, left: 16, right: 16 }}
      />
    </Suspense>
  );
}
