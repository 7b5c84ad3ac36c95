import { type AdminAuditRow, AUDIT_ACTIONS } from '@portfolio/shared/operator';
import type { TableColumn } from '../../../components/table.tsx';
import { formatWhen } from '../utils/labels.ts';
import { PagedList } from './paged-list.tsx';

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
  return (
    <PagedList
      list="adminAuditLog"
      caption="Audit log"
      columns={columns}
      emptyMessage="No administrator action yet."
    />
  );
}
