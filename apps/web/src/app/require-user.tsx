import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useUser } from '../features/auth/api/get-user.ts';
import { PageLoading } from './page-loading.tsx';

/**
 * A screen for signed-in users (the portfolio editor): until the user is known nothing renders;
 * a visitor who is not signed in goes to /login. The server refuses their calls as well
 * (DESIGN.md deviation 5).
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const user = useUser();
  if (user.isPending) return <PageLoading />;
  // The user could not be fetched (server down): the route's error screen offers to try again.
  if (user.isError) throw user.error;
  if (!user.data) return <Navigate to="/login" replace />;
  return children;
}
