import type { AdminPage } from '@portfolio/shared/admin';
import { apiPaths } from '@portfolio/shared/api';
import { type AdminAuditRow, AUDIT_ACTIONS } from '@portfolio/shared/operator';
import type { TableColumn } from '../../../components/table.tsx';
import { useAdminList } from '../api/get-admin-list.ts';
import { usePagingParams } from '../hooks/use-admin-search-params.ts';
import { formatWhen } from '../utils/labels.ts';
import { AdminTable } from './admin-table.tsx';

const columns: readonly TableColumn<AdminAuditRow>[] = [
  {
    header: 'When',
    cell: (row) => <time dateTime={row.at}>{formatWhen(row.at)}</time>,
    className: 'whitespace-nowrap',
  },
  { header: 'Who', cell: (row) => row.actor, className: 'wrap-anywhere' },
  { header: 'What', cell: (row) => AUDIT_ACTIONS[row.action], className: 'whitespace-nowrap' },
  { header: 'On', cell: (row) => row.target, className: 'wrap-anywhere' },
  { header: 'Why', cell: (row) => row.reason, className: 'min-w-56 whitespace-pre-line wrap-anywhere' },
];

/** Every administrator action, newest first. Read-only: nothing here can change a record. */
export function AuditLogTable() {
  const [paging, setPaging] = usePagingParams();
  const list = useAdminList<AdminPage<AdminAuditRow>>(apiPaths.adminAuditLog, {
    page: paging.pageIndex,
    limit: paging.pageSize,
  });
  return (
    <AdminTable
      caption="Audit log"
      columns={columns}
      query={list}
      paging={paging}
      onPagingChange={setPaging}
      emptyMessage="No administrator action yet."
    />
  );
}
