import type { Role } from '@portfolio/shared/auth';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useUser } from '../features/auth/api/get-user.ts';
import { PageLoading } from './page-loading.tsx';

/**
 * A screen for signed-in users, or for one role only (the admin screens, SPEC.md §6). Until the user
 * is known nothing of the page renders, so nothing flashes; then a visitor who is not signed in goes
 * to /login and a user without the role to /. The server refuses their calls as well (DESIGN.md
 * deviation 5).
 */
export function RequireSignIn({ onlyRole, children }: { onlyRole?: Role; children: ReactNode }) {
  const user = useUser();
  if (user.isPending) return <PageLoading />;
  // The user could not be fetched (server down): the route's error screen offers to try again.
  if (user.isError) throw user.error;
  if (!user.data) return <Navigate to="/login" replace />;
  if (onlyRole && user.data.role !== onlyRole) return <Navigate to="/" replace />;
  return children;
}
