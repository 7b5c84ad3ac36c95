import type { AdminUserRow } from '@portfolio/shared/admin';
import type { TableColumn } from '../../../components/table.tsx';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { usePagingParams } from '../hooks/use-admin-search-params.ts';
import { AdminTable } from './admin-table.tsx';

const columns: readonly TableColumn<AdminUserRow>[] = [
  { header: 'ID', cell: (user) => user._id, className: 'min-w-36 font-mono text-xs/5 break-all' },
  { header: 'Name', cell: (user) => user.userName, className: 'min-w-40 wrap-anywhere' },
  { header: 'Email', cell: (user) => user.email, className: 'whitespace-nowrap' },
];

/** Every account, newest first (SPEC.md §2 Users List). */
export function UsersTable() {
  const [paging, setPaging] = usePagingParams();
  const users = useAdminUsers({ page: paging.pageIndex, limit: paging.pageSize });
  return (
    <AdminTable
      caption="Users"
      columns={columns}
      query={users}
      paging={paging}
      onPagingChange={setPaging}
      emptyMessage="No users yet."
    />
  );
}
