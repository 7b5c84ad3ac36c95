import type { AdminNotificationRow } from '@portfolio/shared/admin';
import type { TableColumn } from '../../../components/table.tsx';
import { PagedList } from './paged-list.tsx';

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
  return (
    <PagedList
      list="adminNotificationEmails"
      caption="Notification e-mails"
      columns={columns}
      emptyMessage="No messages yet."
    />
  );
}
