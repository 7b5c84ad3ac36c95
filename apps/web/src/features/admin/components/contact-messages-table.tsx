import type { AdminContactRow } from '@portfolio/shared/admin';
import type { TableColumn } from '../../../components/table.tsx';
import { useContactMessages } from '../api/get-contact-messages.ts';
import { usePagingParams } from '../hooks/use-admin-search-params.ts';
import { AdminTable } from './admin-table.tsx';

const columns: readonly TableColumn<AdminContactRow>[] = [
  { header: 'Name', cell: (row) => row.name, className: 'min-w-40 wrap-anywhere' },
  { header: 'Email', cell: (row) => row.email, className: 'whitespace-nowrap' },
  { header: 'Message', cell: (row) => row.message, className: 'min-w-64 whitespace-pre-line wrap-anywhere' },
];

/** The About Us 'Send a Message' messages, newest first. */
export function ContactMessagesTable() {
  const [paging, setPaging] = usePagingParams();
  const messages = useContactMessages({ page: paging.pageIndex, limit: paging.pageSize });
  return (
    <AdminTable
      caption="Contact messages"
      columns={columns}
      query={messages}
      paging={paging}
      onPagingChange={setPaging}
      emptyMessage="No messages yet."
    />
  );
}
