import { Page } from '../../components/page.tsx';
import { UsersTable } from '../../features/admin/components/users-table.tsx';
import { RequireAdmin } from '../require-admin.tsx';

export function UsersListRoute() {
  return (
    <RequireAdmin>
      <Page title="Users List" heading="Users List" lead="Every account, newest first.">
        <div className="mt-8">
          <UsersTable />
        </div>
      </Page>
    </RequireAdmin>
  );
}
