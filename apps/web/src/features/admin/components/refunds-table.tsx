import type { AdminRefundRow } from '@portfolio/shared/admin';
import { formatAmount } from '@portfolio/shared/money';
import type { TableColumn } from '../../../components/table.tsx';
import { PagedList } from './paged-list.tsx';

const receivedAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

const columns: readonly TableColumn<AdminRefundRow>[] = [
  { header: 'Hosting Name', cell: (row) => row.hostingName, className: 'whitespace-nowrap' },
  { header: 'Email', cell: (row) => row.email ?? 'Account deleted', className: 'whitespace-nowrap' },
  {
    header: 'Amount',
    cell: (row) => formatAmount(row.amount, row.currency),
    className: 'whitespace-nowrap tabular-nums',
  },
  { header: 'Payment ID', cell: (row) => row.paymentId, className: 'font-mono text-xs/5 break-all' },
  { header: 'Note', cell: (row) => row.note, className: 'min-w-56 whitespace-pre-line wrap-anywhere' },
  {
    header: 'Received',
    cell: (row) => <time dateTime={row.createdAt}>{receivedAt.format(new Date(row.createdAt))}</time>,
    className: 'whitespace-nowrap',
  },
];

/** Payments that arrived for a portfolio already paid for: owed back to the payer, newest first. */
export function RefundsTable() {
  return (
    <PagedList list="adminRefunds" caption="Refunds" columns={columns} emptyMessage="No refunds owed." />
  );
}
