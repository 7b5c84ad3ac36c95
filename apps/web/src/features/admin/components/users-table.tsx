import type { AdminUserRow } from '@portfolio/shared/admin';
import type { TableColumn } from '../../../components/table.tsx';
import { PagedList } from './paged-list.tsx';

const columns: readonly TableColumn<AdminUserRow>[] = [
  { header: 'ID', cell: (user) => user._id, className: 'min-w-36 font-mono text-xs/5 break-all' },
  { header: 'Name', cell: (user) => user.userName, className: 'min-w-40 wrap-anywhere' },
  { header: 'Email', cell: (user) => user.email, className: 'whitespace-nowrap' },
];

/** Every account, newest first (docs/spec.md §2 Users List). */
export function UsersTable() {
  return <PagedList list="adminUserList" caption="Users" columns={columns} emptyMessage="No users yet." />;
}
