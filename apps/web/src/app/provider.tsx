import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client.ts';

/** SPEC.md §9: toasts close after 3000 ms. */
export const TOAST_DURATION_MS = 3000;

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        duration={TOAST_DURATION_MS}
        position="top-center"
        closeButton
        offset={{ top: 80 }}
        mobileOffset={{ top: 76, left: 16, right: 16 }}
      />
    </QueryClientProvider>
  );
}
