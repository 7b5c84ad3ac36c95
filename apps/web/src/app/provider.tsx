import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { setUser } from '../features/auth/api/get-user.ts';
import { apiClient } from '../lib/api-client.ts';
import { toaster } from '../lib/toast.ts';

/** docs/spec.md §9: toasts close after 3000 ms. */
export const TOAST_DURATION_MS = 3000;

// The toaster (sonner) loads with the first toast (lib/toast.ts): most visits never need it.
const TopLayerToaster = lazy(() =>
  import('../components/toaster.tsx').then((m) => ({ default: m.TopLayerToaster })),
);

export function AppProvider({ children }: { children: ReactNode }) {
  const toastShown = useSyncExternalStore(toaster.subscribe, toaster.wanted, () => false);

  // A session the client could not renew (docs/spec.md §4): the visitor is signed out from here on.
  useEffect(() => apiClient.onSessionLost(() => setUser(null)), []);

  return (
    <>
      {children}
      {/* Rich colours and sonner's icons: success and error differ by more than their words. */}
      {toastShown ? (
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
      ) : null}
    </>
  );
}
