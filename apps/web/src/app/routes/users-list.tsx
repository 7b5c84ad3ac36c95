import { Page } from '../../components/page.tsx';
import { UsersTable } from '../../features/admin/components/users-table.tsx';
import { RequireSignIn } from '../require-sign-in.tsx';

export function UsersListRoute() {
  return (
    <RequireSignIn onlyRole="ADMIN">
      <Page title="Users List" heading="Users List" lead="Every account, newest first.">
        <div className="mt-8">
          <UsersTable />
        </div>
      </Page>
    </RequireSignIn>
  );
}
