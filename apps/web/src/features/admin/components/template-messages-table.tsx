import type { AdminTemplateRow } from '@portfolio/shared/admin';
import type { TableColumn } from '../../../components/table.tsx';
import { PagedList } from './paged-list.tsx';

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
  return (
    <PagedList
      list="adminTemplateMessages"
      caption="Template messages"
      columns={columns}
      emptyMessage="No messages yet."
    />
  );
}
