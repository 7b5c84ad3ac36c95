import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { getUserQueryOptions } from '../features/auth/api/get-user.ts';
import { apiClient } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';

/** docs/spec.md §9: toasts close after 3000 ms. */
export const TOAST_DURATION_MS = 3000;

// The toaster (sonner) is not needed for the first paint: its code loads once the page is up.
const TopLayerToaster = lazy(() =>
  import('../components/toaster.tsx').then((m) => ({ default: m.TopLayerToaster })),
);

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  // A session the client could not renew (docs/spec.md §4): the visitor is signed out from here on.
  useEffect(
    () => apiClient.onSessionLost(() => queryClient.setQueryData(getUserQueryOptions().queryKey, null)),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Rich colours and sonner's icons: success and error differ by more than their words. */}
      {mounted ? (
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
    </QueryClientProvider>
  );
}
