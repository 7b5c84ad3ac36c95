import { useNavigate } from 'react-router';
import { Page } from '../../components/page.tsx';
import { paths } from '../../config/paths.ts';
import { AccountDetails } from '../../features/account/components/account-details.tsx';
import { DeleteAccountSection } from '../../features/account/components/delete-account-section.tsx';
import { DownloadDataSection } from '../../features/account/components/download-data-section.tsx';
import { setUser, useUser } from '../../features/auth/api/get-user.ts';
import { showToast } from '../../lib/toast.ts';
import { RequireSignIn } from '../require-sign-in.tsx';

function AccountScreen() {
  const { data: user } = useUser();
  const navigate = useNavigate();
  if (!user) return null;

  /** The account is gone and the server ended the session: signed out, home, said so. */
  const deleted = (message: string) => {
    setUser(null);
    showToast.success(message);
    navigate(paths.home, { replace: true });
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
  return (
    <RequireSignIn>
      <AccountScreen />
    </RequireSignIn>
  );
}
