import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { onUserChange } from '../features/auth/api/get-user.ts';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * The query client of the pages that fetch through TanStack Query, loaded with the first of them
 * (app/lazy-page.tsx): the public pages and the top bar do without it (lib/remote-value.ts). One
 * client for the whole visit, so a page's answers are still there when it is shown again.
 */
const queryClient = createQueryClient();

// What was fetched belonged to the user who signed out (or whose session ended).
onUserChange((user) => {
  if (user === null) queryClient.clear();
});

export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
