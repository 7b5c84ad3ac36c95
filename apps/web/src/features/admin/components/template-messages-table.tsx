import type { AdminTemplateRow } from '@portfolio/shared/admin';
import type { TableColumn } from '../../../components/table.tsx';
import { useTemplateMessages } from '../api/get-template-messages.ts';
import { usePagingParams } from '../hooks/use-admin-search-params.ts';
import { AdminTable } from './admin-table.tsx';

const columns: readonly TableColumn<AdminTemplateRow>[] = [
  { header: 'Email', cell: (row) => row.email, className: 'whitespace-nowrap' },
  {
    header: 'EmailText',
    cell: (row) => row.emailText,
    className: 'min-w-64 whitespace-pre-line wrap-anywhere',
  },
];

/** What signed-in users asked to have the template sent by e-mail, newest first. */
export function TemplateMessagesTable() {
  const [paging, setPaging] = usePagingParams();
  const messages = useTemplateMessages({ page: paging.pageIndex, limit: paging.pageSize });
  return (
    <AdminTable
      caption="Template messages"
      columns={columns}
      query={messages}
      paging={paging}
      onPagingChange={setPaging}
      emptyMessage="No messages yet."
    />
  );
}
