import type { AdminNotificationRow } from '@portfolio/shared/admin';
import type { TableColumn } from '../../../components/table.tsx';
import { useNotificationEmails } from '../api/get-notification-emails.ts';
import { usePagingParams } from '../hooks/use-admin-search-params.ts';
import { AdminTable } from './admin-table.tsx';

function Reminder({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        active ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'
      }`}
    >
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

const columns: readonly TableColumn<AdminNotificationRow>[] = [
  { header: 'Email', cell: (row) => row.email, className: 'whitespace-nowrap' },
  { header: 'Reminder', cell: (row) => <Reminder active={row.isActive} /> },
];

/** The home page's notify-me sign-ups, newest first. */
export function NotificationEmailsTable() {
  const [paging, setPaging] = usePagingParams();
  const emails = useNotificationEmails({ page: paging.pageIndex, limit: paging.pageSize });
  return (
    <AdminTable
      caption="Notification e-mails"
      columns={columns}
      query={emails}
      paging={paging}
      onPagingChange={setPaging}
      emptyMessage="No messages yet."
    />
  );
}
