import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { TopLayerToaster } from '../components/toaster.tsx';
import { getUserQueryOptions } from '../features/auth/api/get-user.ts';
import { apiClient } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';

/** SPEC.md §9: toasts close after 3000 ms. */
export const TOAST_DURATION_MS = 3000;

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  // A session the client could not renew (SPEC.md §4): the visitor is signed out from here on.
  useEffect(
    () => apiClient.onSessionLost(() => queryClient.setQueryData(getUserQueryOptions().queryKey, null)),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Rich colours and sonner's icons: success and error differ by more than their words. */}
      <TopLayerToaster
        duration={TOAST_DURATION_MS}
        richColors
        position="top-center"
        closeButton
        offset={{ top: 80 }}
        mobileOffset={{ top: 76, left: 16, right: 16 }}
      />
    </QueryClientProvider>
  );
}
