import type { AdminContactRow } from '@portfolio/shared/admin';
import type { TableColumn } from '../../../components/table.tsx';
import { PagedList } from './paged-list.tsx';

const columns: readonly TableColumn<AdminContactRow>[] = [
  { header: 'Name', cell: (row) => row.name, className: 'min-w-40 wrap-anywhere' },
  { header: 'Email', cell: (row) => row.email, className: 'whitespace-nowrap' },
  { header: 'Message', cell: (row) => row.message, className: 'min-w-64 whitespace-pre-line wrap-anywhere' },
];

/** The About Us 'Send a Message' messages, newest first. */
export function ContactMessagesTable() {
  return (
    <PagedList
      list="adminContactMessages"
      caption="Contact messages"
      columns={columns}
      emptyMessage="No messages yet."
    />
  );
}
