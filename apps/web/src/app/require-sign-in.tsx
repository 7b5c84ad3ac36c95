import type { Role } from '@portfolio/shared/auth';
import { type ReactNode, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { useUser } from '../features/auth/api/get-user.ts';
import { signInPath } from '../lib/sign-in-redirect.ts';
import { PageLoading } from './page-loading.tsx';

/**
 * A screen for signed-in users, or for one role only (the admin screens, docs/spec.md §6). Until the user
 * is known nothing of the page renders, so nothing flashes; then a visitor who is not signed in goes
 * to /login, which brings them back here afterwards (saying so when their session ended on this
 * screen), and a user without the role to /. The server refuses their calls as well (docs/design.md
 * deviation 5).
 */
export function RequireSignIn({
  onlyRole,
  signedOutTo,
  children,
}: {
  onlyRole?: Role;
  /** Where a user who has just ended their own sign-in here goes instead (deleting their account). */
  signedOutTo?: string;
  children: ReactNode;
}) {
  const user = useUser();
  const { pathname, search, hash } = useLocation();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user.data && !wasSignedIn) setWasSignedIn(true);

  if (user.isPending) return <PageLoading />;
  // The user could not be fetched (server down): the route's error screen offers to try again.
  if (user.isError) throw user.error;
  if (!user.data) {
    if (signedOutTo) return <Navigate to={signedOutTo} replace />;
    const reason = wasSignedIn ? 'signed-out' : undefined;
    return <Navigate to={signInPath(`${pathname}${search}${hash}`, reason)} replace />;
  }
  if (onlyRole && user.data.role !== onlyRole) return <Navigate to={paths.home} replace />;
  return children;
}
