import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useUser } from '../features/auth/api/get-user.ts';
import { PageLoading } from './page-loading.tsx';

/**
 * The admin screens (SPEC.md §6): shown to an administrator only. Until the user is known nothing
 * of the page renders, so no admin content flashes; then a visitor who is not signed in goes to
 * /login and a signed-in user to /. The server refuses their calls as well (DESIGN.md deviation 5).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useUser();
  if (user.isPending) return <PageLoading />;
  // The user could not be fetched (server down): the route's error screen offers to try again.
  if (user.isError) throw user.error;
  if (!user.data) return <Navigate to="/login" replace />;
  if (user.data.role !== 'ADMIN') return <Navigate to="/" replace />;
  return children;
}
