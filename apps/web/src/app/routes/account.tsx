import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Page } from '../../components/page.tsx';
import { paths } from '../../config/paths.ts';
import { AccountDetails } from '../../features/account/components/account-details.tsx';
import { DeleteAccountSection } from '../../features/account/components/delete-account-section.tsx';
import { DownloadDataSection } from '../../features/account/components/download-data-section.tsx';
import { setUser, useUser } from '../../features/auth/api/get-user.ts';
import { showToast } from '../../lib/toast.ts';
import { RequireSignIn } from '../require-sign-in.tsx';

function AccountScreen({ onDeleted }: { onDeleted: () => void }) {
  const { data: user } = useUser();
  if (!user) return null;

  /**
   * The account is gone and the server ended the session: signed out, home, said so. Home is where
   * RequireSignIn sends the signed-out user, told before the user is cleared (flushSync): clearing
   * it re-renders at once, and a redirect to /login there would race a navigation home.
   */
  const deleted = (message: string) => {
    flushSync(onDeleted);
    setUser(null);
    showToast.success(message);
  };

  return (
    <Page
      title="My account"
      heading="My account"
      lead={<p>Your account, a copy of everything we hold about you, and the way to delete it all.</p>}
    >
      <div className="mt-10 grid max-w-3xl gap-8">
        <AccountDetails user={user} />
        <DownloadDataSection userName={user.userName} />
        <DeleteAccountSection email={user.email} onDeleted={deleted} />
      </div>
    </Page>
  );
}

/** /account: 'My account', for signed-in users. */
export function AccountRoute() {
  const [deleted, setDeleted] = useState(false);
  return (
    <RequireSignIn signedOutTo={deleted ? paths.home : undefined}>
      <AccountScreen onDeleted={() => setDeleted(true)} />
    </RequireSignIn>
  );
}
